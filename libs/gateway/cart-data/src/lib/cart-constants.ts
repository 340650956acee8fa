import { CARD_MAX_VALUE } from '@giftshop/util-money';

/**
 * Store constants of the cart (spec §9), per currency, in minor units. The UK store sells in GBP, the Dutch and
 * the other euro stores in EUR; a currency without its own entry uses the EUR values (the spec's fallback).
 */
export interface CartLimits {
  /** A card holds at most this much; a higher value is issued as several cards. */
  cardMaxValue: number;
  /** Cards of third-party platforms may add up to this much per order (error 2015). */
  thirdPartySumLimit: number;
  /** Orders whose cards are worth more than this go by registered post. */
  registeredPostAbove: number;
  /** Postage of one physical shipment. */
  shipping: { standard: number; registered: number };
}

const GBP: CartLimits = { cardMaxValue: CARD_MAX_VALUE, thirdPartySumLimit: 50_000, registeredPostAbove: 30_000, shipping: { standard: 0, registered: 695 } };
const EUR: CartLimits = { cardMaxValue: CARD_MAX_VALUE, thirdPartySumLimit: 50_000, registeredPostAbove: 30_000, shipping: { standard: 0, registered: 795 } };

const byCurrency: Record<string, CartLimits> = { GBP, EUR };

export const cartLimits = (currency: string): CartLimits => byCurrency[currency.trim()] ?? EUR;

/** Cards issued per order at most, counting split and blank-pack cards (error 2030). */
export const CARD_LIMIT = 50;
/** A blank gift card pack holds 3 empty cards (spec §9). */
export const BLANK_PACK_CARDS = 3;
/** Latest delivery date a shopper may choose, in days from today. */
export const DELIVERY_DATE_MAX_DAYS = 365;
