import { loadProductList, ProductListPage } from '@giftshop/catalogue-feature';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadProductList);
export const clientLoader = browserLoader(loadProductList);
export const meta = pageMeta;

export default function ProductList() {
  return <ProductListPage />;
}
