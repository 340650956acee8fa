import type { StoreInfo } from '@giftshop/gateway-core';
import { routePath } from '@giftshop/util-i18n/core';

/**
 * Where the provider sends the shopper back: the processing page, polling the payment status of the order, or for
 * an activation order the activation's success page.
 */
export function paymentReturnPath(store: Pick<StoreInfo, 'languages'>, language: string, orderId: string, orderType = 'REGULAR'): string {
  // The language takes its prefix when it is not the store's default one (spec §2).
  const prefixed = !(store.languages.find((l) => l.languageCode === language)?.isDefault ?? true);
  // An activation order's payment returns to the activation's own success page.
  const path = routePath(orderType === 'ACTIVATION' ? 'activateSuccess' : 'orderProcessingPayment', {}, { language, prefixed });
  return `${path}?order=${encodeURIComponent(orderId)}`;
}
