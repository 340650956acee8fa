import { calendarDateFormatter } from '@giftshop/util-i18n';

/** The API's calendar dates ("2026-12-07", in the store's time zone) in words with the weekday. */
export const formatDrawDate = calendarDateFormatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
