import { calendarDateFormatter } from '@giftshop/util-i18n';

/** The API's calendar dates ("2027-03-14", in the store's time zone) as "14 March 2027". */
export const formatDate = calendarDateFormatter({ day: 'numeric', month: 'long', year: 'numeric' });
