import type { NiceToKnowModal_ProductFragment } from '@giftshop/shared-graphql';

type Money = { minorUnits: number; currency: string };

/**
 * What the modal quotes of the shop's products: the lowest amount a card can be chosen for, and the largest
 * minimum remaining balance (the one an order with that product keeps a card at, or empties it; null when none).
 */
export function niceToKnowFigures(products: readonly NiceToKnowModal_ProductFragment[]): { lowestAmount: Money | null; minimumRemainingBalance: Money | null } {
  const pick = (values: (Money | null | undefined)[], better: (a: Money, b: Money) => boolean) =>
    values.reduce<Money | null>((best, value) => (value && (!best || better(value, best)) ? value : best), null);
  const lowestAmount = pick(
    products.map((p) => p.redeemData?.minimumAvailableCustomAmount),
    (a, b) => a.minorUnits < b.minorUnits,
  );
  const remaining = pick(
    products.map((p) => p.redeemData?.minimumRemainingBalance),
    (a, b) => a.minorUnits > b.minorUnits,
  );
  return { lowestAmount, minimumRemainingBalance: remaining && remaining.minorUnits > 0 ? remaining : null };
}
