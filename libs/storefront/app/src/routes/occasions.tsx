import { loadOccasions, OccasionsPage } from '@giftshop/catalogue-feature';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadOccasions);
export const clientLoader = browserLoader(loadOccasions);
export const meta = pageMeta;

export default function Occasions() {
  return <OccasionsPage />;
}
