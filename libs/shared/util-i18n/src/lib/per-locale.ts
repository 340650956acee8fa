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
