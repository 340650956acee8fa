import type { StoreInfo } from '@giftshop/gateway-core';

/**
 * Storefront paths the payment round trip sends the shopper to. They must agree with the storefront's route tables
 * (libs/shared/util-i18n, ids orderProcessingPayment and activateSuccess); a spec checks that they do.
 */
const processingPaths: Record<string, string> = { en: '/order/processing-payment/', nl: '/bestellen/betaling-verwerken/' };
/** An activation order's payment returns to the activation's own success page. */
const activationPaths: Record<string, string> = { en: '/activate/success/', nl: '/activeren/gelukt/' };

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
  const paths = orderType === 'ACTIVATION' ? activationPaths : processingPaths;
  const path = paths[language] ?? paths['en'];
  return `${prefix(store, language)}${path}?order=${encodeURIComponent(orderId)}`;
}
