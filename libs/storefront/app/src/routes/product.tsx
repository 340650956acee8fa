import { useParams } from 'react-router';
import { catalogueLoads, isListPageSegment, loadProductRoute, ProductDetailPage, ProductListPage } from '@giftshop/catalogue-feature';
import { AddToBasketDialog } from '../lib/add-to-basket-dialog';
import { browserQueryLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadProductRoute);
export const clientLoader = browserQueryLoader(async () => (await catalogueLoads()).loadProductRoute);
export const meta = pageMeta;

/** `/gift-cards/{n}/` is page n of the product list (spec §2.1); any other segment is a product. */
export default function Product() {
  const { product } = useParams();
  return isListPageSegment(product) ? <ProductListPage /> : <ProductDetailPage purchaseDialog={AddToBasketDialog} />;
}
