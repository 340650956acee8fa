/**
 * Price ladders per currency: the face values a store of that currency offers, in whole units of the currency.
 * Fixed-value sets and custom ranges of every tier are taken from the ladder, so every price of a store lies on it.
 */
import type { PriceTiers, ValueTier } from '../catalogue-builder';

export interface PriceLadder {
  currency: string;
  /** Ascending face values in major units (pounds, euros, złoty, kronor), at least 12. */
  steps: number[];
}

const westernSteps = [10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 250, 300, 500];
const kronaSteps = [100, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000, 2500, 3000, 5000];
const fiftyToTwoThousand = [50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000];

export const priceLadders: Record<string, PriceLadder> = {
  GBP: { currency: 'GBP', steps: westernSteps },
  EUR: { currency: 'EUR', steps: westernSteps },
  USD: { currency: 'USD', steps: westernSteps },
  AUD: { currency: 'AUD', steps: westernSteps },
  CAD: { currency: 'CAD', steps: westernSteps },
  NZD: { currency: 'NZD', steps: westernSteps },
  CHF: { currency: 'CHF', steps: [20, 25, 30, 40, 50, 75, 100, 150, 200, 250, 300, 400, 500] },
  PLN: { currency: 'PLN', steps: fiftyToTwoThousand },
  AED: { currency: 'AED', steps: fiftyToTwoThousand },
  SEK: { currency: 'SEK', steps: kronaSteps },
  NOK: { currency: 'NOK', steps: kronaSteps },
  DKK: { currency: 'DKK', steps: kronaSteps },
  BRL: { currency: 'BRL', steps: [25, 30, 40, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000] },
  MXN: { currency: 'MXN', steps: [200, 250, 300, 400, 500, 750, 1000, 1500, 2000, 2500, 3000, 4000, 5000] },
};

export function ladderOf(currency: string): PriceLadder {
  const ladder = priceLadders[currency];
  if (!ladder) throw new Error(`seed: no price ladder for ${currency}`);
  return ladder;
}

/** Indices into the ladder: low cards start at the bottom, high ones (spa days, travel) reach the top. */
const FIXED_INDICES: Record<ValueTier, number[][]> = {
  low: [[0, 1, 3, 6], [0, 2, 4, 6], [1, 2, 4, 7]],
  std: [[0, 3, 6, 8], [1, 3, 6, 7], [2, 4, 6, 8]],
  high: [[3, 6, 8, 9], [6, 7, 8, 9], [3, 6, 7, 8]],
};
/** [from, to] ladder indices counted from the bottom (to < 0: from the top). */
const CUSTOM_INDICES: Record<ValueTier, [number, number][]> = {
  low: [[0, 8], [0, 9], [0, 7]],
  std: [[0, -3], [1, -3], [0, -4]],
  high: [[2, -1], [3, -1], [6, -1]],
};

const minor = (major: number) => major * 100;

/** The tiers of the catalogue builder on a currency's ladder, in minor units. */
export function priceTiers(currency: string): PriceTiers {
  const { steps } = ladderOf(currency);
  const at = (i: number) => steps[i < 0 ? steps.length + i : i] as number;
  const tiers: ValueTier[] = ['low', 'std', 'high'];
  const fixed = Object.fromEntries(tiers.map((t) => [t, FIXED_INDICES[t].map((set) => set.map((i) => minor(at(i))))])) as PriceTiers['fixed'];
  const custom = Object.fromEntries(
    tiers.map((t) => [t, CUSTOM_INDICES[t].map(([from, to]) => ({ min: minor(at(from)), max: minor(at(to)) }))]),
  ) as PriceTiers['custom'];
  return { fixed, custom };
}

/** A price of the store's ladder `offset` steps from the bottom (negative: from the top), in minor units. */
export function ladderStep(currency: string, offset: number): number {
  const { steps } = ladderOf(currency);
  return minor(steps[offset < 0 ? steps.length + offset : offset] as number);
}

/** An amount in whole units as the store's customers read it, e.g. '£500', 'CHF 500', '2,000 zł'. */
export function formatMajor(currency: string, countryCode: string, major: number, locale = `en-${countryCode}`): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(major);
}
