import { pickMessages } from '@giftshop/util-i18n/core';
import { cartCatalogue, type CartMessages } from './i18n/cart';

/** Texts the cart writes: refusals of its own rules, receiver lines of the basket, adjustment titles. */

export type { CartMessages };

export const cartMessages = (language: string): CartMessages => pickMessages(cartCatalogue, language);

/** Money for people: "£25" for whole amounts, "£25.50" otherwise, in the store's locale. */
export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  const whole = minorUnits % 100 === 0;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.trim(), minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(minorUnits / 100);
}

/** A calendar date for people, e.g. "14 March 2026". */
export function formatDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
