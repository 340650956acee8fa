/**
 * A value made once per locale and kept: `Intl` formatters load the locale's data when made, which costs more than
 * every use of one on a page.
 */
export function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}

/**
 * A formatter of the API's calendar dates ("2027-03-14", in the store's time zone) in words, with `options` (e.g.
 * weekday, day, month, year): each date is read at UTC noon so no visitor's time zone moves it to another day, and
 * the formatter is made once per locale. An unreadable date is answered as it came.
 */
export function calendarDateFormatter(options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): (iso: string, locale: string) => string {
  const formatterOf = perLocale((locale) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }));
  return (iso, locale) => {
    const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
    return Number.isNaN(date.getTime()) ? iso : formatterOf(locale).format(date);
  };
}

/**
 * A formatter of moments (ISO 8601 date-times) as they read in a time zone, the store's (`BrandConfig.timeZone`), with
 * `options`; made once per locale and time zone. An unreadable moment is answered as it came.
 */
export function instantFormatter(options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): (iso: string, locale: string, timeZone: string) => string {
  const formatterOf = perLocale((key) => {
    const [locale, timeZone] = key.split(' ');
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  });
  return (iso, locale, timeZone) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : formatterOf(`${locale} ${timeZone}`).format(date);
  };
}
