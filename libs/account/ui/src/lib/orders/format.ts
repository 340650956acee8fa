import type { AccountOrder_OrderFragment } from '@giftshop/shared-graphql';
import { calendarDateFormatter, format, instantFormatter } from '@giftshop/util-i18n';
import type { OrdersUiMessages } from './messages';

/** The day an order was placed, in the store's time zone. */
export const orderDate = instantFormatter({ day: 'numeric', month: 'long', year: 'numeric' });

/** A calendar date of the API ("2026-03-14"), formatted at UTC noon so no time zone moves it. */
export const calendarDate = calendarDateFormatter({ day: 'numeric', month: 'long', year: 'numeric' });

/** How an order is named to the customer: its reference number, else its date. */
export function orderName(order: Pick<AccountOrder_OrderFragment, 'referenceNumber' | 'orderDate'>, m: OrdersUiMessages, locale: string, timeZone: string): string {
  return order.referenceNumber ?? format(m.noReference, { date: orderDate(order.orderDate, locale, timeZone) });
}
