import { addDays, isoWeekday, localMoment } from './local-time';

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

/** Monday to Friday. Public holidays are not taken into account. */
export const isWorkingDay = (date: string) => isoWeekday(date) <= 5;

function firstWorkingDayFrom(date: string): string {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** Letterbox delivery: the first Tuesday-to-Saturday day after dispatch. */
export function letterboxDelivery(dispatchDate: string): string {
  let day = addDays(dispatchDate, 1);
  while (isoWeekday(day) === 1 || isoWeekday(day) === 7) day = addDays(day, 1);
  return day;
}

/**
 * The dispatch rule (spec §9). Physical: on a working day before 17:00 the shipment leaves the same day, otherwise
 * on the next working day; a chosen date later than that moves dispatch to the first working day from that date;
 * delivery follows the next day, Tuesday to Saturday. Digital: the e-mails go on the chosen date, or today.
 */
export function dispatchPlan(now: Date, timeZone: string, request: DispatchRequest): DispatchPlan {
  const { date: today, minutes } = localMoment(now, timeZone);
  const chosen = request.deliveryDate && request.deliveryDate > today ? request.deliveryDate : null;
  if (request.deliveryType === 'DIGITAL') return { dispatchDate: chosen ?? today, expectedDeliveryDate: null, cutOffNear: false };
  const leavesToday = isWorkingDay(today) && minutes < CUT_OFF_MINUTES;
  const earliest = leavesToday ? today : firstWorkingDayFrom(addDays(today, 1));
  const dispatchDate = chosen && chosen > earliest ? firstWorkingDayFrom(chosen) : earliest;
  const cutOffNear = dispatchDate === today && minutes >= CUT_OFF_MINUTES - CUT_OFF_WARNING_MINUTES;
  return { dispatchDate, expectedDeliveryDate: letterboxDelivery(dispatchDate), cutOffNear };
}

/** Today's date in the time zone, YYYY-MM-DD. */
export const localToday = (now: Date, timeZone: string) => localMoment(now, timeZone).date;
