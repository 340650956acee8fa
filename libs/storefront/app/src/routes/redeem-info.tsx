import { redeemLoads, RedeemInfoPage } from '@giftshop/redeem-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { redeemInfo } = redeemLoads(brand.name);

export const loader = serverLoader(redeemInfo);
export const clientLoader = browserLoader(redeemInfo);
export const meta = pageMeta;

export default function RedeemInfo() {
  return <RedeemInfoPage />;
}
