/** Presentation of values inside e-mails, in the store's locale and time zone. */
export interface MailLocale {
  language: string;
  /** e.g. en-gb, nl-nl */
  locale: string;
  timeZone: string;
}

export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.trim() }).format(minorUnits / 100);
}

export function formatDate(date: Date, where: MailLocale): string {
  return new Intl.DateTimeFormat(where.locale, { dateStyle: 'long', timeZone: where.timeZone }).format(date);
}

/** A calendar date (YYYY-MM-DD, no time zone of its own) in words. */
export function formatIsoDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** 19 digits in groups of four for reading aloud: 6301 4801 2345 6789 012 */
export const formatCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
