import { loadProductList, ProductListPage } from '@giftshop/catalogue-feature';
import { pageRoute } from '../lib/page-route';

export const { loader, clientLoader, meta } = pageRoute(loadProductList);

export default function ProductList() {
  return <ProductListPage />;
}
