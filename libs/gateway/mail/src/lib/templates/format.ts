import { messagesLanguage } from '@giftshop/util-i18n/core';
/** Presentation of values inside e-mails, in the store's locale and time zone. */
export interface MailLocale {
  language: string;
  /** e.g. en-gb, nl-nl */
  locale: string;
  timeZone: string;
}

/** The message catalogues' key of an e-mail: its language, as its locale writes it (Swiss German: ss for ß). */
export const mailMessages = (where: MailLocale): string =>
  where.locale.slice(0, 2).toLowerCase() === where.language ? messagesLanguage(where.locale) : where.language;

/**
 * Making an Intl formatter costs far more than using one (locale data is resolved each time), and every e-mail
 * formats several amounts and dates: one formatter per locale, currency and zone, kept for the process's life.
 */
function cached<T>(make: (...key: string[]) => T): (...key: string[]) => T {
  const made = new Map<string, T>();
  return (...key) => {
    const id = key.join('\0');
    let formatter = made.get(id);
    if (!formatter) made.set(id, (formatter = make(...key)));
    return formatter;
  };
}

const moneyFormat = cached((locale, currency) => new Intl.NumberFormat(locale, { style: 'currency', currency }));
const longDate = cached((locale, timeZone) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }));
const fullDate = cached((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }));
const longDateTime = cached(
  (locale, timeZone) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }),
);
const conjunction = cached((locale) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }));

export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  return moneyFormat(locale, currency.trim()).format(minorUnits / 100);
}

export function formatDate(date: Date, where: MailLocale): string {
  return longDate(where.locale, where.timeZone).format(date);
}

/** Date and time of day, in the store's zone. */
export function formatDateTime(date: Date, where: MailLocale): string {
  return longDateTime(where.locale, where.timeZone).format(date);
}

/** A calendar date (YYYY-MM-DD, no time zone of its own) in words. */
export function formatIsoDate(isoDate: string, locale: string): string {
  return fullDate(locale).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "a, b and c" in the locale's words. */
export const formatList = (values: string[], locale: string) => conjunction(locale).format(values);

/** 19 digits in groups of four for reading aloud: 6301 4801 2345 6789 012 */
export const formatCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
