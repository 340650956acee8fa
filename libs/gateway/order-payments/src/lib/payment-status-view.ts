import { DomainError, money, type MoneyValue } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import type { PaymentMethodId } from './payment-provider';
import type { PaymentStatus } from './payment-status';
import { findOrder, latestPayment } from './payments.repository';

export interface OrderPaymentView {
  method: PaymentMethodId;
  status: PaymentStatus;
  attempt: number;
  amount: MoneyValue;
  /** The provider's page while the payment still waits for the shopper. */
  redirectUrl: string | null;
}

/** The latest payment of a placed order of the store; null when none was started. */
export async function orderPaymentStatus(db: Database, storeId: number, orderId: string): Promise<OrderPaymentView | null> {
  const order = await findOrder(db, storeId, orderId);
  if (!order || order.status === 'CART') throw new DomainError('NOT_FOUND', {}, 'orderUuid');
  const payment = await latestPayment(db, order.id);
  if (!payment) return null;
  const waiting = payment.status === 'OPEN' || payment.status === 'PENDING';
  return {
    method: payment.method,
    status: payment.status,
    attempt: payment.attempt,
    amount: money(payment.amount, payment.currency.trim()),
    redirectUrl: waiting ? payment.redirectUrl : null,
  };
}
