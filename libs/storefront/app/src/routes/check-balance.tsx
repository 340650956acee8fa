import { BalanceCheckPage, redeemLoads } from '@giftshop/redeem-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { checkBalance } = redeemLoads(brand.name);

export const loader = serverLoader(checkBalance);
export const clientLoader = browserLoader(checkBalance);
export const meta = pageMeta;

export default function CheckBalance() {
  return <BalanceCheckPage />;
}
