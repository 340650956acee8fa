import { useParams } from 'react-router';
import { IdentifyModal } from '@giftshop/account-feature';
import { redeemLoads, redeemPageIdOf, RedeemBusinessShopPage, RedeemShopPage } from '@giftshop/redeem-feature';
import { brand } from '../brand';
import { browserLoader, pageMeta, serverLoader } from '../lib/page-route';

const { redeemShop } = redeemLoads(brand.name);

export const loader = serverLoader(redeemShop);
export const clientLoader = browserLoader(redeemShop);
export const meta = pageMeta;

/** The redeem shop, and the business redeem shop of `/check-balance/redeem/{pageId}/` (a slug, not a page number). */
export default function RedeemShop() {
  // The holder meets the identify modal before the checkout when the brand's order-modal auth mode is on (spec §4).
  const identifyModal = brand.toggles.orderModalAuth ? IdentifyModal : undefined;
  return redeemPageIdOf(useParams()) ? <RedeemBusinessShopPage identifyModal={identifyModal} /> : <RedeemShopPage identifyModal={identifyModal} />;
}
