import { addDays, isoWeekday, localMoment } from './local-time';
import { isPublicHoliday } from './public-holidays';

/** Orders placed on a working day before 17:00 (store time) leave the same day (spec §9). */
export const CUT_OFF_MINUTES = 17 * 60;
/** The shopper is warned when the cut-off is less than this far away. */
export const CUT_OFF_WARNING_MINUTES = 60;

export type DeliveryTypeName = 'DIGITAL' | 'PHYSICAL';

export interface DispatchRequest {
  deliveryType: DeliveryTypeName;
  /** The chosen delivery date (YYYY-MM-DD); null is as soon as possible. */
  deliveryDate?: string | null;
}

export interface DispatchPlan {
  /** When the envelope leaves (physical) or the e-mail goes (digital), YYYY-MM-DD in the store's time zone. */
  dispatchDate: string;
  /** Physical only: the letterbox delivery day after dispatch, Tuesday to Saturday. */
  expectedDeliveryDate: string | null;
  /** Physical only: the shipment would leave today, and today's cut-off is less than an hour away. */
  cutOffNear: boolean;
}

/** Where a store dispatches from: its time zone for the clock, its country for the public holidays. */
export interface DispatchPlace {
  timeZone: string;
  countryCode: string;
}

/** Monday to Friday, except the country's public holidays. */
export const isWorkingDay = (date: string, countryCode: string) => isoWeekday(date) <= 5 && !isPublicHoliday(date, countryCode);

function firstWorkingDayFrom(date: string, countryCode: string): string {
  let day = date;
  while (!isWorkingDay(day, countryCode)) day = addDays(day, 1);
  return day;
}

/** Letterbox delivery: the first Tuesday-to-Saturday day after dispatch that is not a public holiday (no post then). */
export function letterboxDelivery(dispatchDate: string, countryCode: string): string {
  let day = addDays(dispatchDate, 1);
  while (isoWeekday(day) === 1 || isoWeekday(day) === 7 || isPublicHoliday(day, countryCode)) day = addDays(day, 1);
  return day;
}

/**
 * The dispatch rule (spec §9). Physical: on a working day before 17:00 the shipment leaves the same day, otherwise
 * on the next working day; a chosen date later than that moves dispatch to the first working day from that date;
 * delivery follows the next day, Tuesday to Saturday. Working and delivery days skip the country's public holidays
 * (docs/delivery.md). Digital: the e-mails go on the chosen date, or today, any day.
 */
export function dispatchPlan(now: Date, { timeZone, countryCode }: DispatchPlace, request: DispatchRequest): DispatchPlan {
  const { date: today, minutes } = localMoment(now, timeZone);
  const chosen = request.deliveryDate && request.deliveryDate > today ? request.deliveryDate : null;
  if (request.deliveryType === 'DIGITAL') return { dispatchDate: chosen ?? today, expectedDeliveryDate: null, cutOffNear: false };
  const leavesToday = isWorkingDay(today, countryCode) && minutes < CUT_OFF_MINUTES;
  const earliest = leavesToday ? today : firstWorkingDayFrom(addDays(today, 1), countryCode);
  const dispatchDate = chosen && chosen > earliest ? firstWorkingDayFrom(chosen, countryCode) : earliest;
  const cutOffNear = dispatchDate === today && minutes >= CUT_OFF_MINUTES - CUT_OFF_WARNING_MINUTES;
  return { dispatchDate, expectedDeliveryDate: letterboxDelivery(dispatchDate, countryCode), cutOffNear };
}

/** Today's date in the time zone, YYYY-MM-DD. */
export const localToday = (now: Date, timeZone: string) => localMoment(now, timeZone).date;
