import { catalogueLoads, loadProductList, ProductListPage } from '@giftshop/catalogue-feature';
import { browserQueryLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadProductList);
export const clientLoader = browserQueryLoader(async () => (await catalogueLoads()).loadProductList);
export const meta = pageMeta;

export default function ProductList() {
  return <ProductListPage />;
}
