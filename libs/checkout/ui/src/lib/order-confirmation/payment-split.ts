import type { OrderConfirmation_OrderFragment } from '@giftshop/shared-graphql';

type Money = { minorUnits: number; currency: string };

/** What an order bought with a card balance took from the gift cards, and what is left for the payment method. */
export function paymentSplit(order: Pick<OrderConfirmation_OrderFragment, 'totals' | 'giftCardPayments'>): { cards: Money; rest: Money } {
  const total = order.totals.grandTotal;
  const cards = order.giftCardPayments.filter((payment) => !payment.refunded).reduce((sum, payment) => sum + payment.amount.minorUnits, 0);
  return { cards: { minorUnits: cards, currency: total.currency }, rest: { minorUnits: Math.max(0, total.minorUnits - cards), currency: total.currency } };
}
