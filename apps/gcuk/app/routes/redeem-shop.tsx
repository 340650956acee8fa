import { useParams } from 'react-router';
import { redeemLoads, redeemPageIdOf, RedeemBusinessShopPage, RedeemShopPage } from '@giftshop/redeem-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { redeemShop } = redeemLoads(brand.name);

export const loader = serverLoader(redeemShop);
export const clientLoader = browserLoader(redeemShop);
export const meta = pageMeta;

/** The redeem shop, and the business redeem shop of `/check-balance/redeem/{pageId}/` (a slug, not a page number). */
export default function RedeemShop() {
  return redeemPageIdOf(useParams()) ? <RedeemBusinessShopPage /> : <RedeemShopPage />;
}
