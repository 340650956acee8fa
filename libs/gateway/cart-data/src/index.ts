export { CUT_OFF_MINUTES, CUT_OFF_WARNING_MINUTES, dispatchPlan, isWorkingDay, letterboxDelivery, localToday, type DispatchPlan, type DispatchRequest, type DeliveryTypeName } from './lib/dispatch-plan';
export { addDays, isoWeekday, localMoment, zonedInstant, type LocalMoment } from './lib/local-time';
