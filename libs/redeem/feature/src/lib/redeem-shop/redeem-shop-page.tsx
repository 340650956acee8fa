import type { ComponentType } from 'react';
import type { CheckoutIdentifyProps } from '@giftshop/shared-data-access';
import { useMessages } from '@giftshop/util-i18n';
import { redeemMessages } from '../messages';
import { RedeemFrame } from '../redeem-frame/redeem-frame';
import { RedeemShop } from './redeem-shop';

/**
 * `/check-balance/redeem/` (spec §2.1): the holder's card, the products the balance can buy, the order being put
 * together with its totals, another card to pay with, and on to the redeem checkout.
 */
export function RedeemShopPage({ identifyModal }: { identifyModal?: ComponentType<CheckoutIdentifyProps> } = {}) {
  const m = useMessages(redeemMessages).redeemShop;
  return <RedeemFrame heading={m.heading}>{({ token, allowUnload }) => <RedeemShop token={token} allowUnload={allowUnload} identifyModal={identifyModal} />}</RedeemFrame>;
}
