/**
 * Store constants of issuing (the same for every store today). The highest value of one card is the cart's
 * `cartLimits(currency).cardMaxValue` (150 pounds or euros), so the basket's cardsPerItem and issuing agree.
 */
export const ISSUING = {
  /** A card is valid for this many years from its issue. */
  validityYears: 5,
} as const;

export function cardExpiry(issuedAt: Date): Date {
  const expiry = new Date(issuedAt);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + ISSUING.validityYears);
  return expiry;
}
