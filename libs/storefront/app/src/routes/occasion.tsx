import { loadOccasion, OccasionPage } from '@giftshop/catalogue-feature';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadOccasion);
export const clientLoader = browserLoader(loadOccasion);
export const meta = pageMeta;

export default function Occasion() {
  return <OccasionPage />;
}
