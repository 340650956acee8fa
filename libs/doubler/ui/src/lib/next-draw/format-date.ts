/**
 * The API's ISO calendar dates ("2026-12-07", in the store's time zone) in words with the weekday, formatted at UTC
 * noon so no visitor's time zone moves them to another day.
 */
export function formatDrawDate(iso: string, locale: string): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
