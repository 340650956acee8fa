/**
 * The API's ISO calendar dates ("2027-03-14", in the store's time zone) formatted as calendar dates (UTC noon),
 * so no visitor's time zone moves them to another day.
 */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
