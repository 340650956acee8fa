import type { StoreInfo } from '@giftshop/gateway-core';

/**
 * Storefront paths the payment round trip sends the shopper to. They must agree with the storefront's route tables
 * (libs/shared/util-i18n, ids orderProcessingPayment and orderConfirmation); a spec checks that they do.
 */
const processingPaths: Record<string, string> = { en: '/order/processing-payment/', nl: '/bestellen/betaling-verwerken/' };

/** The language prefix a path takes when the language is not the store's default one (spec §2). */
function prefix(store: Pick<StoreInfo, 'languages'>, language: string): string {
  const isDefault = store.languages.find((l) => l.languageCode === language)?.isDefault ?? true;
  return isDefault ? '' : `/${language}`;
}

/** Where the provider sends the shopper back: the processing page, polling the payment status of the order. */
export function paymentReturnPath(store: Pick<StoreInfo, 'languages'>, language: string, orderId: string): string {
  const path = processingPaths[language] ?? processingPaths['en'];
  return `${prefix(store, language)}${path}?order=${encodeURIComponent(orderId)}`;
}
