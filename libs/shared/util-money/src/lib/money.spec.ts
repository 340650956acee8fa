import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adoptMoneyPatterns, decimalAmount, formatMoney, moneyPatterns, writeMoney } from './money';

const brandsDir = join(__dirname, '..', '..', '..', '..', '..', 'brands');
/** Every store's locales and currency, from the brands' data. */
const storeLocales = readdirSync(brandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    const brand = JSON.parse(readFileSync(join(brandsDir, entry.name, 'brand.json'), 'utf8')) as { currency: string; languages: { locale: string }[] };
    return brand.languages.map((language) => [entry.name, language.locale, brand.currency] as const);
  });
const amounts = [0, 1, 7, 10, 99, 100, 101, 999, 1000, 1050, 2500, 9999, 10000, 123456, 500000, 1000000, 1234567, 98765432, 100000000];

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

  it('writes every store\'s amounts exactly as Intl does, without Intl once the patterns are read', () => {
    expect(storeLocales.length).toBeGreaterThanOrEqual(35);
    for (const [key, locale, currency] of storeLocales) {
      const patterns = moneyPatterns(locale, currency);
      // Every store's locale has a pattern, so no store's browser makes an Intl formatter for its prices.
      expect({ key, locale, missing: patterns.filter(([, pattern]) => !pattern).map(([name]) => name) }).toEqual({ key, locale, missing: [] });
      const two = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
      const whole = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
      for (const minorUnits of amounts.flatMap((amount) => (amount ? [amount, -amount] : [0]))) {
        expect(formatMoney({ minorUnits, currency }, locale)).toBe(two.format(minorUnits / 100));
        if (minorUnits % 100 === 0) expect(formatMoney({ minorUnits, currency }, locale, { wholeWhenRound: true })).toBe(whole.format(minorUnits / 100));
      }
    }
  });

  it('writes with the patterns the server handed over', () => {
    const [[key, pattern]] = moneyPatterns('en-GB', 'GBP');
    expect(pattern && writeMoney(pattern, 123456789)).toBe('£1,234,567.89');
    // A pattern adopted in the browser is what formatMoney writes with (a made-up one shows it is not Intl's).
    adoptMoneyPatterns([[key.replace('en-gb', 'en-zz'), { affixes: ['<', '>', '(', ')'], group: '_', decimal: '.', groupFrom: 4, whole: false }]]);
    expect(formatMoney({ minorUnits: -123456, currency: 'GBP' }, 'en-ZZ')).toBe('(1_234.56)');
  });

  it('keeps Intl for a locale whose digits or groups a pattern cannot write', () => {
    expect(moneyPatterns('ar-EG', 'EGP').every(([, pattern]) => pattern === null)).toBe(true);
    expect(formatMoney({ minorUnits: 123456, currency: 'EGP' }, 'ar-EG')).toBe(new Intl.NumberFormat('ar-EG', { style: 'currency', currency: 'EGP', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.56));
    expect(moneyPatterns('en-IN', 'INR')[0][1]).toBeNull();
    expect(formatMoney({ minorUnits: 1234567800, currency: 'INR' }, 'en-IN')).toBe('₹1,23,45,678.00');
  });
});

