import { calendarDateFormatter, instantFormatter } from '@giftshop/util-i18n';

/** The API's calendar dates ("2026-03-14", in the store's time zone) in words with the weekday. */
export const formatDate = calendarDateFormatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** A moment the API gives as ISO 8601 date-time, as a date and time in the store's time zone. */
export const formatDateTime = instantFormatter({ day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
