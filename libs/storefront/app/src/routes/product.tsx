import { useParams } from 'react-router';
import { loadProductDetail, loadProductList, ProductDetailPage, ProductListPage } from '@giftshop/catalogue-feature';
import type { GatewayServices, PageArgs, Seo } from '@giftshop/shared-data-access';
import { AddToBasketDialog } from '../lib/add-to-basket-dialog';
import { browserQueryLoader, pageMeta, serverLoader } from '../lib/page-route';

/** `/gift-cards/{n}/` is page n of the product list (spec §2.1); any other segment is a product. */
const isPageNumber = (segment: string | undefined) => /^\d+$/.test(segment ?? '');
const load = (args: PageArgs<GatewayServices>): Promise<{ seo: Seo; data: unknown }> => (isPageNumber(args.params['product']) ? loadProductList(args) : loadProductDetail(args));

export const loader = serverLoader(load);
export const clientLoader = browserQueryLoader(load);
export const meta = pageMeta;

export default function Product() {
  const { product } = useParams();
  return isPageNumber(product) ? <ProductListPage /> : <ProductDetailPage purchaseDialog={AddToBasketDialog} />;
}
