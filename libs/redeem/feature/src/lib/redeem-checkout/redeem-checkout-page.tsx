import { useMessages } from '@giftshop/util-i18n';
import { redeemMessages } from '../messages';
import { RedeemFrame } from '../redeem-frame/redeem-frame';
import { RedeemCheckout } from './redeem-checkout';

/**
 * `/check-balance/checkout/` (spec §2.1): the redeem order, the billing address, the terms and, when the cards do
 * not cover the order, the payment method; then the payment page, or the placed order at once.
 */
export function RedeemCheckoutPage() {
  const m = useMessages(redeemMessages).redeemCheckout;
  return <RedeemFrame heading={m.heading}>{(context) => <RedeemCheckout {...context} />}</RedeemFrame>;
}
