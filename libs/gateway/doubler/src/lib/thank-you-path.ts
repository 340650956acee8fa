import { productWord } from '@giftshop/gateway-core';
import { routePath } from '@giftshop/util-i18n/core';

/** A word as a path segment: "gift card" → "gift-card", "Gutschein" → "gutschein", "cartão-presente" → "cartao-presente". */
const slug = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The product segment of the thank-you path: the card's product, or for a card without one (e.g. blank) the word for a gift card. */
export const thankYouProduct = (language: string, productSlug: string | null) => productSlug ?? slug(productWord(language));

/**
 * The storefront's doubler thank-you page in the language's route table (`/doubler/thankyou/<product>/?entry=<reference>`):
 * the page answers 404 without the entry's signed reference.
 */
export function thankYouPath(language: string, product: string, reference: string): string {
  return `${routePath('doublerThankYou', { product }, { language, prefixed: false })}?entry=${encodeURIComponent(reference)}`;
}
