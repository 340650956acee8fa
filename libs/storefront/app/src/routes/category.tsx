import { catalogueLoads, CategoryPage, loadCategory } from '@giftshop/catalogue-feature';
import { browserQueryLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadCategory);
export const clientLoader = browserQueryLoader(async () => (await catalogueLoads()).loadCategory);
export const meta = pageMeta;

export default function Category() {
  return <CategoryPage />;
}
