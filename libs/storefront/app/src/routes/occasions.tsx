import { catalogueLoads, loadOccasions, OccasionsPage } from '@giftshop/catalogue-feature';
import { browserQueryLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadOccasions);
export const clientLoader = browserQueryLoader(async () => (await catalogueLoads()).loadOccasions);
export const meta = pageMeta;

export default function Occasions() {
  return <OccasionsPage />;
}
