/** The most one gift card holds in every store (spec §9: 150 pounds or euros), in minor units. */
export const CARD_MAX_VALUE = 15_000;

/**
 * The values of the cards issued for one item (spec §9: a balance above the card maximum is split across several
 * cards): as few cards as possible, ceil(amount / max), each full up to the maximum and the rest on the last card,
 * so £400 is £150 + £150 + £100. The parts add up to the amount exactly (integer minor units). The storefront shows
 * the same split before paying.
 */
export function splitCardValue(amount: number, max: number = CARD_MAX_VALUE): number[] {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`A card value must be a positive whole number of minor units, got ${amount}`);
  if (!Number.isSafeInteger(max) || max <= 0) throw new RangeError(`The card maximum must be a positive whole number, got ${max}`);
  const count = Math.ceil(amount / max);
  return Array.from({ length: count }, (_, i) => (i < count - 1 ? max : amount - max * (count - 1)));
}

/**
 * How a value is sent when it is above the card maximum, for the line the shopper reads before paying ("Sent as 3
 * cards: £150, £150 and £100"): the number of cards and their formatted values as a list in the locale's words, or
 * null when the value fits on one card (or is not a positive whole amount yet).
 */
export function describeCardSplit(amount: number, formatOne: (minorUnits: number) => string, locale: string, max: number = CARD_MAX_VALUE): { count: number; amounts: string } | null {
  if (!Number.isSafeInteger(amount) || amount <= max) return null;
  const parts = splitCardValue(amount, max);
  return { count: parts.length, amounts: new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts.map(formatOne)) };
}
