import { money } from './money';

describe('money', () => {
  it('formats minor units with exactly two decimals', () => {
    expect(money(2500, 'GBP')).toEqual({ minorUnits: 2500, value: '25.00', currency: 'GBP' });
    expect(money(5, 'EUR').value).toBe('0.05');
    expect(money(-1999, 'EUR').value).toBe('-19.99');
  });

  it('refuses fractional minor units', () => {
    expect(() => money(10.5, 'GBP')).toThrow(RangeError);
  });
});
