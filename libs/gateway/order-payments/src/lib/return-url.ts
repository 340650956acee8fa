import type { StoreInfo } from '@giftshop/gateway-core';
import { routeTable, type RouteId } from '@giftshop/util-i18n/core';

/** A storefront page's path in a language's route table (libs/shared/util-i18n), English when it has none. */
const pathOf = (language: string, id: RouteId) => routeTable(language)[id] ?? routeTable('en')[id] ?? '/';

/** The language prefix a path takes when the language is not the store's default one (spec §2). */
function prefix(store: Pick<StoreInfo, 'languages'>, language: string): string {
  const isDefault = store.languages.find((l) => l.languageCode === language)?.isDefault ?? true;
  return isDefault ? '' : `/${language}`;
}

/**
 * Where the provider sends the shopper back: the processing page, polling the payment status of the order, or for
 * an activation order the activation's success page.
 */
export function paymentReturnPath(store: Pick<StoreInfo, 'languages'>, language: string, orderId: string, orderType = 'REGULAR'): string {
  // An activation order's payment returns to the activation's own success page.
  const path = pathOf(language, orderType === 'ACTIVATION' ? 'activateSuccess' : 'orderProcessingPayment');
  return `${prefix(store, language)}${path}?order=${encodeURIComponent(orderId)}`;
}
