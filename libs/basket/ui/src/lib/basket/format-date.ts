const formatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar date (YYYY-MM-DD) for people, e.g. "Saturday 14 March"; the date is not shifted by time zones. */
export function formatDate(isoDate: string, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : formatter.format(date);
}
