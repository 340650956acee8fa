import { activationLoads, CardDetailsPage } from '@giftshop/activation-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { cardDetails } = activationLoads(brand.name);

export const loader = serverLoader(cardDetails);
export const clientLoader = browserLoader(cardDetails);
export const meta = pageMeta;

export default function CardDetails() {
  // The store shows times in its own zone, on the server and in the browser alike.
  return <CardDetailsPage timeZone={brand.timeZone} />;
}
