/** Money as the gateway sends it: integer minor units and an ISO 4217 currency. */
export interface MoneyValue {
  minorUnits: number;
  currency: string;
}

/** The store currency's fallback when an answer carries none (spec §3). */
export const FALLBACK_CURRENCY = 'EUR';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, whole: boolean) {
  const key = patternKey(locale, currency, whole);
  let value = formatters.get(key);
  if (!value) {
    value = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 });
    formatters.set(key, value);
  }
  return value;
}

/**
 * How Intl writes one locale's amounts in one currency, read once from Intl so that amounts can be written without
 * it: a browser's first `Intl.NumberFormat` loads the locale's data, one long task while the page hydrates
 * (docs/performance.md). The server reads the patterns of its page's locale and currency and hands them over with
 * the store settings.
 */
export interface MoneyPattern {
  /** Text before and after the digits of positive amounts, then of negative ones ("£", "", "-£", ""). */
  affixes: [string, string, string, string];
  group: string;
  decimal: string;
  /** Fewest integer digits written with group separators: 4 in most locales ("1,234"), 5 where "1234" stays whole. */
  groupFrom: number;
  whole: boolean;
}

const patternKey = (locale: string, currency: string, whole: boolean) => `${locale.toLowerCase()}|${currency}|${whole}`;
const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);
// Amounts a pattern must write exactly as Intl does before it is used: every group size and both signs.
const SAMPLES = [0, 1, 5, 50, 99, 100, 150, 999, 1000, 99999, 123456, 1000000, 12345678, 123456789, 99999999999];

/** Writes minor units with a pattern: the same text Intl writes for the pattern's locale and currency. */
export function writeMoney(pattern: MoneyPattern, minorUnits: number): string {
  const negative = minorUnits < 0;
  const abs = Math.abs(minorUnits);
  const digits = String(pattern.whole ? Math.round(abs / 100) : Math.floor(abs / 100));
  const integer = digits.length < pattern.groupFrom ? digits : digits.replace(/\B(?=(\d{3})+$)/g, pattern.group);
  const number = pattern.whole ? integer : `${integer}${pattern.decimal}${String(abs % 100).padStart(2, '0')}`;
  const [prefix, suffix] = negative ? pattern.affixes.slice(2) : pattern.affixes;
  return `${prefix}${number}${suffix}`;
}

function readPattern(format: Intl.NumberFormat, whole: boolean): MoneyPattern | null {
  const sides = (value: number) => {
    const parts = format.formatToParts(value);
    const inNumber = parts.map((part) => NUMBER_PARTS.has(part.type));
    const first = inNumber.indexOf(true);
    const last = inNumber.lastIndexOf(true);
    const text = (from: number, to?: number) => parts.slice(from, to).map((part) => part.value).join('');
    return { prefix: text(0, first), suffix: text(last + 1), parts };
  };
  const positive = sides(1234567.89);
  const negative = sides(-1234567.89);
  const pattern: MoneyPattern = {
    affixes: [positive.prefix, positive.suffix, negative.prefix, negative.suffix],
    group: positive.parts.find((part) => part.type === 'group')?.value ?? '',
    decimal: positive.parts.find((part) => part.type === 'decimal')?.value ?? '',
    groupFrom: format.formatToParts(1234).some((part) => part.type === 'group') ? 4 : 5,
    whole,
  };
  // A locale with other digits or other group sizes keeps Intl.
  const same = (minorUnits: number) => writeMoney(pattern, minorUnits) === format.format(minorUnits / 100);
  return SAMPLES.every((minorUnits) => same(minorUnits) && (minorUnits === 0 || same(-minorUnits))) ? pattern : null;
}

const patterns = new Map<string, MoneyPattern | null>();

/**
 * Reads the patterns of a page's locale and currency (with and without decimals) from Intl, keeps them for
 * `formatMoney` and answers them for the browser. The server calls it for each page; the browser never does.
 */
export function moneyPatterns(locale: string, currency: string): [string, MoneyPattern | null][] {
  return [false, true].map((whole) => {
    const key = patternKey(locale, currency, whole);
    let pattern = patterns.get(key);
    if (pattern === undefined) {
      pattern = readPattern(formatter(locale, currency, whole), whole);
      patterns.set(key, pattern);
    }
    return [key, pattern];
  });
}

/** Takes the patterns the server handed over, so the browser writes those amounts without making an Intl formatter. */
export function adoptMoneyPatterns(entries: [string, MoneyPattern | null][]): void {
  for (const [key, pattern] of entries) patterns.set(key, pattern);
}

/**
 * Formats minor units for people: "£25.00", or "£25" with `wholeWhenRound` for round amounts on product cards.
 * Division by 100 happens only here, for display; arithmetic stays in integers. With a pattern of the locale and
 * currency the amount is written with it, else by Intl: the same text either way.
 */
export function formatMoney(money: MoneyValue, locale: string, options: { wholeWhenRound?: boolean } = {}): string {
  const currency = money.currency || FALLBACK_CURRENCY;
  const whole = Boolean(options.wholeWhenRound) && money.minorUnits % 100 === 0;
  const pattern = patterns.get(patternKey(locale, currency, whole));
  return pattern ? writeMoney(pattern, money.minorUnits) : formatter(locale, currency, whole).format(money.minorUnits / 100);
}

/** Amount with exactly two decimals and no symbol, e.g. "25.00" (structured data, analytics). */
export function decimalAmount(minorUnits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const abs = Math.abs(minorUnits);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
