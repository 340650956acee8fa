import { redeemLoads, RedeemCheckoutPage } from '@giftshop/redeem-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { redeemCheckout } = redeemLoads(brand.name);

export const loader = serverLoader(redeemCheckout);
export const clientLoader = browserLoader(redeemCheckout);
export const meta = pageMeta;

export default function RedeemCheckout() {
  return <RedeemCheckoutPage />;
}
