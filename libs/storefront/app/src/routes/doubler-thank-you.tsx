import { DoublerThankYouPage, doublerLoads } from '@giftshop/doubler-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { thankYou } = doublerLoads(brand.name);

export const loader = serverLoader(thankYou);
export const clientLoader = browserLoader(thankYou);
export const meta = pageMeta;

export default function DoublerThankYou() {
  return <DoublerThankYouPage />;
}
