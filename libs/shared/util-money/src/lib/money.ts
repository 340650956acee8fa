/** Money as the gateway sends it: integer minor units and an ISO 4217 currency. */
export interface MoneyValue {
  minorUnits: number;
  currency: string;
}

/** The store currency's fallback when an answer carries none (spec §3). */
export const FALLBACK_CURRENCY = 'EUR';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, whole: boolean) {
  const key = `${locale}|${currency}|${whole}`;
  let value = formatters.get(key);
  if (!value) {
    value = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 });
    formatters.set(key, value);
  }
  return value;
}

/**
 * Formats minor units for people: "£25.00", or "£25" with `wholeWhenRound` for round amounts on product cards.
 * Division by 100 happens only here, for display; arithmetic stays in integers.
 */
export function formatMoney(money: MoneyValue, locale: string, options: { wholeWhenRound?: boolean } = {}): string {
  const currency = money.currency || FALLBACK_CURRENCY;
  const whole = Boolean(options.wholeWhenRound) && money.minorUnits % 100 === 0;
  return formatter(locale, currency, whole).format(money.minorUnits / 100);
}

/** Amount with exactly two decimals and no symbol, e.g. "25.00" (structured data, analytics). */
export function decimalAmount(minorUnits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const abs = Math.abs(minorUnits);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
