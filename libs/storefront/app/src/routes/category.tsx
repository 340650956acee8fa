import { CategoryPage, loadCategory } from '@giftshop/catalogue-feature';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadCategory);
export const clientLoader = browserLoader(loadCategory);
export const meta = pageMeta;

export default function Category() {
  return <CategoryPage />;
}
