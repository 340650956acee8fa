import { decimalAmount, formatMoney } from './money';

describe('money', () => {
  it('formats pounds for the UK store', () => {
    expect(formatMoney({ minorUnits: 2500, currency: 'GBP' }, 'en-GB')).toBe('£25.00');
    expect(formatMoney({ minorUnits: 2500, currency: 'GBP' }, 'en-GB', { wholeWhenRound: true })).toBe('£25');
    expect(formatMoney({ minorUnits: 2550, currency: 'GBP' }, 'en-GB', { wholeWhenRound: true })).toBe('£25.50');
  });

  it('falls back to euro when no currency is given', () => {
    expect(formatMoney({ minorUnits: 1000, currency: '' }, 'nl-NL')).toMatch(/€\s?10,00/);
  });

  it('writes two decimals without floating point', () => {
    expect(decimalAmount(2500)).toBe('25.00');
    expect(decimalAmount(7)).toBe('0.07');
    expect(decimalAmount(-1999)).toBe('-19.99');
  });
});
