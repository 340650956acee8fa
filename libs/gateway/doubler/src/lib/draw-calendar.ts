import { addDays, isoWeekday, localMoment, zonedInstant } from '@giftshop/gateway-cart-data';

/** The draw takes place at this local time on the first Monday of its month, in the store's time zone. */
export const DRAW_TIME = '09:00';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A draw month, YYYY-MM. */
export const isDrawMonth = (value: string) => MONTH.test(value);

export function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first Monday of a month, YYYY-MM-DD: the day of its draw. */
export function firstMonday(month: string): string {
  const first = `${month}-01`;
  return addDays(first, (8 - isoWeekday(first)) % 7);
}

/** The instant of a month's draw: DRAW_TIME on its first Monday in the time zone. */
export const drawMoment = (month: string, timeZone: string): Date => zonedInstant(firstMonday(month), DRAW_TIME, timeZone);

/**
 * The month whose draw is the next one after `now`, by the clock: the local month until its draw moment, the
 * following month from then on. (A month already drawn, e.g. by hand, is closed as well; the service skips it.)
 */
export function monthOpenAt(now: Date, timeZone: string): string {
  const month = localMoment(now, timeZone).date.slice(0, 7);
  return now < drawMoment(month, timeZone) ? month : addMonths(month, 1);
}
