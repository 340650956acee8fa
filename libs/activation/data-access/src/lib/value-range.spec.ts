import type { ActivatePageQuery } from '@giftshop/shared-graphql';
import { valueRangeOf } from './value-range';

const money = (minorUnits: number) => ({ minorUnits, currency: 'GBP' });
const page = (variations: { variationType: 'DIGITAL' | 'PHYSICAL'; min: number | null; max: number | null }[]): ActivatePageQuery => ({
  product: {
    errors: [],
    product: {
      id: '1',
      variations: variations.map((v) => ({ variationType: v.variationType, config: { minPrice: v.min === null ? null : money(v.min), maxPrice: v.max === null ? null : money(v.max) } })),
    },
  },
});

describe('valueRangeOf', () => {
  it("takes the physical variation's range: Choice cards are activated after a sale in a shop", () => {
    expect(valueRangeOf(page([{ variationType: 'DIGITAL', min: 1000, max: 5000 }, { variationType: 'PHYSICAL', min: 500, max: 15000 }]))).toEqual({ min: 500, max: 15000, currency: 'GBP' });
  });

  it('falls back to the first variation, and answers null without a range or product', () => {
    expect(valueRangeOf(page([{ variationType: 'DIGITAL', min: 1000, max: 5000 }]))).toEqual({ min: 1000, max: 5000, currency: 'GBP' });
    expect(valueRangeOf(page([{ variationType: 'PHYSICAL', min: null, max: null }]))).toBeNull();
    expect(valueRangeOf(undefined)).toBeNull();
  });
});
