/** Calendar dates (YYYY-MM-DD) and wall-clock times in a store's time zone, with the platform's Intl only. */

export interface LocalMoment {
  /** YYYY-MM-DD in the time zone. */
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, found);
  }
  return found;
}

function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: Number(parts['year']), month: Number(parts['month']), day: Number(parts['day']), hour: Number(parts['hour']), minute: Number(parts['minute']), second: Number(parts['second']) };
}

export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const c = wallClock(instant, timeZone);
  return { date: `${c.year}-${pad(c.month)}-${pad(c.day)}`, minutes: c.hour * 60 + c.minute };
}

const pad = (n: number) => String(n).padStart(2, '0');
const toUtcDay = (date: string) => new Date(`${date}T00:00:00Z`);
const fromUtcDay = (day: Date) => day.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const day = toUtcDay(date);
  day.setUTCDate(day.getUTCDate() + days);
  return fromUtcDay(day);
}

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export function isoWeekday(date: string): number {
  return toUtcDay(date).getUTCDay() || 7;
}

/** The instant a local date and time (HH:mm; midnight when null) occurs in the time zone. */
export function zonedInstant(date: string, time: string | null, timeZone: string): Date {
  const [hour, minute] = (time ?? '00:00').split(':').map(Number);
  const wall = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), hour, minute);
  const offsetAt = (instant: number) => {
    const c = wallClock(new Date(instant), timeZone);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - instant;
  };
  // Two rounds settle the offset on either side of a daylight-saving change.
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}
