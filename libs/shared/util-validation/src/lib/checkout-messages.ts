import { pickMessages } from '@giftshop/util-i18n/core';
import { checkoutCatalogue, type CheckoutMessages } from './i18n/checkout';

export type { CheckoutMessages };

/**
 * Messages of the checkout rules, per language (i18n/checkout). The storefront form and the gateway take them from here, so a
 * refusal reads the same in both; the phone and country texts are the spec's (§5).
 */
export const checkoutMessages = (language: string): CheckoutMessages => pickMessages(checkoutCatalogue, language);
