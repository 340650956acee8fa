import { LocationPage, loadLocation } from '@giftshop/locations-feature';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadLocation);
export const clientLoader = browserLoader(loadLocation);
export const meta = pageMeta;

export default function ProductLocation() {
  return <LocationPage />;
}
