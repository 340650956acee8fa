import type { DayOfWeek } from '@giftshop/shared-graphql';

export const WEEK: readonly DayOfWeek[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

export interface HoursSpec {
  days: readonly DayOfWeek[];
  opens: string;
  closes: string;
}

/** A row of the opening hours table: a run of consecutive days with the same hours, or closed. */
export interface HoursRow {
  from: DayOfWeek;
  to: DayOfWeek;
  hours: { opens: string; closes: string } | null;
}

/** The week Monday first, consecutive days with the same hours in one row; days no spec names are closed. */
export function hoursRows(specs: readonly HoursSpec[]): HoursRow[] {
  const ofDay = (day: DayOfWeek) => {
    const spec = specs.find((s) => s.days.includes(day));
    return spec ? { opens: spec.opens, closes: spec.closes } : null;
  };
  const same = (a: HoursRow['hours'], b: HoursRow['hours']) => a?.opens === b?.opens && a?.closes === b?.closes;
  const rows: HoursRow[] = [];
  for (const day of WEEK) {
    const hours = ofDay(day);
    const last = rows[rows.length - 1];
    if (last && same(last.hours, hours)) last.to = day;
    else rows.push({ from: day, to: day, hours });
  }
  return rows;
}

/** The day's name in the locale: 1 January 2024 was a Monday. */
export function dayName(day: DayOfWeek, locale: string): string {
  const date = new Date(Date.UTC(2024, 0, 1 + WEEK.indexOf(day)));
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** schema.org OpeningHoursSpecification of a LocalBusiness. */
export const openingHoursSpecification = (specs: readonly HoursSpec[]) =>
  specs.map((s) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: s.days.map((d) => `https://schema.org/${d.charAt(0)}${d.slice(1).toLowerCase()}`),
    opens: s.opens,
    closes: s.closes,
  }));
