import Holidays from 'date-holidays';

/**
 * Where a store's shipments leave from, for countries whose public holidays differ by region: England for the UK
 * (Scotland and Northern Ireland keep other bank holidays). Other countries use their national holidays.
 */
const DISPATCH_REGION: Readonly<Record<string, string>> = { GB: 'ENG' };

const calendars = new Map<string, Holidays>();
const holidaysByYear = new Map<string, ReadonlySet<string>>();

function calendarOf(countryCode: string): Holidays {
  let calendar = calendars.get(countryCode);
  if (!calendar) {
    const region = DISPATCH_REGION[countryCode];
    calendar = region ? new Holidays(countryCode, region) : new Holidays(countryCode);
    calendars.set(countryCode, calendar);
  }
  return calendar;
}

/**
 * A country's public holidays of a year (days off by law, substitute days included), as YYYY-MM-DD, from the
 * date-holidays library's data; bank, school and observance days are working days. A country the library does not
 * know has none.
 */
export function publicHolidays(countryCode: string, year: number): ReadonlySet<string> {
  const key = `${countryCode} ${year}`;
  let days = holidaysByYear.get(key);
  if (!days) {
    const holidays = calendarOf(countryCode).getHolidays(year) || [];
    days = new Set(holidays.filter((holiday) => holiday.type === 'public').map((holiday) => holiday.date.slice(0, 10)));
    holidaysByYear.set(key, days);
  }
  return days;
}

/** Whether a date (YYYY-MM-DD) is a public holiday in the country. */
export const isPublicHoliday = (date: string, countryCode: string) => publicHolidays(countryCode, Number(date.slice(0, 4))).has(date);
