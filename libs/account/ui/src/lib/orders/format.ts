import type { AccountOrder_OrderFragment } from '@giftshop/shared-graphql';
import { format } from '@giftshop/util-i18n';
import type { OrdersUiMessages } from './messages';

/** The day an order was placed, in the store's time zone (UK). */
export function orderDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(date);
}

/** A calendar date of the API ("2026-03-14"), formatted at UTC noon so no time zone moves it. */
export function calendarDate(iso: string, locale: string): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** How an order is named to the customer: its reference number, else its date. */
export function orderName(order: Pick<AccountOrder_OrderFragment, 'referenceNumber' | 'orderDate'>, m: OrdersUiMessages, locale: string): string {
  return order.referenceNumber ?? format(m.noReference, { date: orderDate(order.orderDate, locale) });
}
