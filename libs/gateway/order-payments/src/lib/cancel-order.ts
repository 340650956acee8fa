import { DomainError } from '@giftshop/gateway-core';
import { refundOrderCards } from '@giftshop/gateway-cards-data';
import type { Database } from '@giftshop/gateway-db';
import type { JobHandler } from '@giftshop/gateway-jobs';
import type { Logger } from 'pino';
import { transitionOrder } from './order-status';
import { PAID_LATER } from './sandbox/sandbox-provider';
import { closeWaitingPayments, lockOrderById, paymentsOf } from './payments.repository';

/**
 * Cancels a placed order nobody paid for: the shopper left the retry page. Refused (2040) once a payment is PAID
 * or the order is no longer PENDING. Payments still waiting are cancelled with it, and what gift cards paid
 * (a redeem order) goes back onto them.
 */
export async function cancelOrder(db: Database, orderId: string, log?: Logger): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order || order.status === 'CART') throw new DomainError('NOT_FOUND', {}, 'orderUuid');
    const paid = (await paymentsOf(tx, order.id)).some((p) => p.status === 'PAID');
    if (order.status !== 'PENDING' || paid) throw new DomainError('ORDER_NOT_CANCELABLE', {}, 'orderUuid');
    await closeWaitingPayments(tx, order.id, 'CANCELED');
    await transitionOrder(tx, order.id, 'PENDING', 'CANCELED');
    const refunded = await refundOrderCards(tx, order.id);
    log?.info({ orderId, refunded }, 'order cancelled by the shopper');
  });
}

/**
 * Job `order.expire` (scheduled at placement for orders paid by redirect): an order still unpaid when its payment
 * window closes is cancelled and its waiting payments expire. Orders now waiting for a bank transfer or an
 * invoice are left alone: an operator marks those paid.
 */
export const expireOrderJob: JobHandler = async (payload, { db, log }) => {
  const { orderId } = payload as { orderId: string };
  await db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order || order.status !== 'PENDING') return;
    const list = await paymentsOf(tx, order.id);
    if (list.some((p) => p.status === 'PAID')) return;
    if (list[0] && PAID_LATER.has(list[0].method) && list[0].status === 'PENDING') return;
    await closeWaitingPayments(tx, order.id, 'EXPIRED');
    await transitionOrder(tx, order.id, 'PENDING', 'CANCELED');
    const refunded = await refundOrderCards(tx, order.id);
    log.info({ orderId, refunded }, 'unpaid order expired');
  });
};

export const ORDER_EXPIRE_JOB = 'order.expire';
