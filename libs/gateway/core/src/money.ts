/** Money as the API returns it: exact minor units plus a two-decimal string. */
export interface MoneyValue {
  minorUnits: number;
  value: string;
  currency: string;
}

export function money(minorUnits: number, currency: string): MoneyValue {
  if (!Number.isSafeInteger(minorUnits)) throw new RangeError(`money needs whole minor units, got ${minorUnits}`);
  const sign = minorUnits < 0 ? '-' : '';
  const abs = Math.abs(minorUnits);
  return { minorUnits, value: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`, currency };
}
