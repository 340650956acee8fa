/**
 * The values of the cards issued for one item (spec §9: a balance above the card maximum is split across several
 * cards). As few cards as possible, ceil(amount / max) — the count the cart shows as cardsPerItem — with the amount
 * spread evenly in minor units, larger parts first, so no card is left with a few pence.
 */
export function splitCardValue(amount: number, max: number): number[] {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`A card value must be a positive whole number of minor units, got ${amount}`);
  if (!Number.isSafeInteger(max) || max <= 0) throw new RangeError(`The card maximum must be a positive whole number, got ${max}`);
  const count = Math.ceil(amount / max);
  const base = Math.floor(amount / count);
  const remainder = amount - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < remainder ? 1 : 0));
}
