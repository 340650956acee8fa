import { catalogueLoads, loadOccasion, OccasionPage } from '@giftshop/catalogue-feature';
import { browserQueryLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadOccasion);
export const clientLoader = browserQueryLoader(async () => (await catalogueLoads()).loadOccasion);
export const meta = pageMeta;

export default function Occasion() {
  return <OccasionPage />;
}
