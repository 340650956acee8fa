import { loadOccasions, OccasionsPage } from '@giftshop/catalogue-feature';
import { pageRoute } from '../lib/page-route';

export const { loader, clientLoader, meta } = pageRoute(loadOccasions);

export default function Occasions() {
  return <OccasionsPage />;
}
