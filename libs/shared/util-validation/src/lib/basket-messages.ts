import { pickMessages } from '@giftshop/util-i18n/core';
import { basketCatalogue, type BasketMessages } from './i18n/basket';

export type { BasketMessages };

/**
 * Messages of the basket rules (receivers, personal message, delivery moment), per language (i18n/basket). Address fields use
 * the checkout messages. The storefront form and the gateway take them from here, so a refusal reads the same.
 */
export const basketMessages = (language: string): BasketMessages => pickMessages(basketCatalogue, language);
