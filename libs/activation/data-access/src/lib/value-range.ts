import type { ActivatePageQuery } from '@giftshop/shared-graphql';

export interface ValueRange {
  min: number;
  max: number;
  currency: string;
}

/** The Choice card's value range for activation: its physical variation's (cards sold in shops), else the first. */
export function valueRangeOf(data: ActivatePageQuery | undefined): ValueRange | null {
  const variations = data?.product.product?.variations ?? [];
  const variation = variations.find((v) => v.variationType === 'PHYSICAL') ?? variations[0];
  const { minPrice, maxPrice } = variation?.config ?? {};
  return minPrice && maxPrice ? { min: minPrice.minorUnits, max: maxPrice.minorUnits, currency: minPrice.currency } : null;
}
