import { CARD_MAX_VALUE, describeCardSplit, splitCardValue } from './split-card-value';

describe('splitCardValue', () => {
  it('keeps a value up to the maximum on one card', () => {
    expect(splitCardValue(2500, 15000)).toEqual([2500]);
    expect(splitCardValue(15000, 15000)).toEqual([15000]);
  });

  it('fills cards up to the maximum and puts the rest on the last one', () => {
    expect(splitCardValue(15001, 15000)).toEqual([15000, 1]);
    expect(splitCardValue(30000, 15000)).toEqual([15000, 15000]);
    expect(splitCardValue(40000, 15000)).toEqual([15000, 15000, 10000]);
    expect(splitCardValue(40000)).toEqual([15000, 15000, 10000]);
  });

  it('uses ceil(value / max) cards that add up to the value exactly', () => {
    for (const amount of [1, 999, 15000, 15001, 29999, 30000, 45001, 50000, 100000]) {
      const parts = splitCardValue(amount, CARD_MAX_VALUE);
      expect(parts).toHaveLength(Math.ceil(amount / CARD_MAX_VALUE));
      expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
      expect(Math.max(...parts)).toBeLessThanOrEqual(CARD_MAX_VALUE);
      expect(Math.min(...parts)).toBeGreaterThan(0);
    }
  });

  it('refuses values that are not positive whole minor units', () => {
    expect(() => splitCardValue(0, 15000)).toThrow(RangeError);
    expect(() => splitCardValue(12.5, 15000)).toThrow(RangeError);
    expect(() => splitCardValue(100, 0)).toThrow(RangeError);
  });
});

describe('describeCardSplit', () => {
  const pounds = (minor: number) => `£${minor / 100}`;
  it('lists the cards of a value above the maximum in the locale\'s words', () => {
    expect(describeCardSplit(40000, pounds, 'en-GB')).toEqual({ count: 3, amounts: '£150, £150 and £100' });
    expect(describeCardSplit(30000, pounds, 'nl-NL')).toEqual({ count: 2, amounts: '£150 en £150' });
  });

  it('says nothing for a value that fits on one card or is not a whole amount', () => {
    expect(describeCardSplit(15000, pounds, 'en-GB')).toBeNull();
    expect(describeCardSplit(2500, pounds, 'en-GB')).toBeNull();
    expect(describeCardSplit(Number.NaN, pounds, 'en-GB')).toBeNull();
  });
});
