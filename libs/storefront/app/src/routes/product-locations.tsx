import { LocationListPage, loadLocationList } from '@giftshop/locations-feature';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

export const loader = serverLoader(loadLocationList);
export const clientLoader = browserLoader(loadLocationList);
export const meta = pageMeta;

export default function ProductLocations() {
  return <LocationListPage />;
}
