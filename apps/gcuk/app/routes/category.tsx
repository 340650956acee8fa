import { CategoryPage, loadCategory } from '@giftshop/catalogue-feature';
import { pageRoute } from '../lib/page-route';

export const { loader, clientLoader, meta } = pageRoute(loadCategory);

export default function Category() {
  return <CategoryPage />;
}
