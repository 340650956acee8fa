import { loadOccasion, OccasionPage } from '@giftshop/catalogue-feature';
import { pageRoute } from '../lib/page-route';

export const { loader, clientLoader, meta } = pageRoute(loadOccasion);

export default function Occasion() {
  return <OccasionPage />;
}
