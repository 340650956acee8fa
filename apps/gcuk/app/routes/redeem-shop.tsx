import { redeemLoads, RedeemShopPage } from '@giftshop/redeem-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { redeemShop } = redeemLoads(brand.name);

export const loader = serverLoader(redeemShop);
export const clientLoader = browserLoader(redeemShop);
export const meta = pageMeta;

export default function RedeemShop() {
  return <RedeemShopPage />;
}
