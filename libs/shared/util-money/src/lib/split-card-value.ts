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
