import { calendarDateFormatter } from '@giftshop/util-i18n';

/** A calendar date (YYYY-MM-DD) for people, e.g. "Saturday 14 March"; the date is not shifted by time zones. */
export const formatDate = calendarDateFormatter({ weekday: 'long', day: 'numeric', month: 'long' });
