import { eq } from 'drizzle-orm';
import { DomainError, money, type StoreScope } from '@giftshop/gateway-core';
import { maskCardNumber } from '@giftshop/gateway-cards-data';
import { giftCards, type Database } from '@giftshop/gateway-db';
import { findOrder } from '@giftshop/gateway-order-payments';
import { activationOf, paidAt } from './activation.repository';
import { ACTIVATION_HOURS } from './activation-runtime';

/** The moment by which a paid activation is on the card. */
export const activeBefore = (paid: Date) => new Date(paid.getTime() + ACTIVATION_HOURS * 3_600_000);

/**
 * The voucher of /carddetails/: a paid activation order of this store, pending or completed. The order's uuid is
 * the capability, as for the order confirmation; an unpaid, cancelled or unknown order is not found.
 */
export async function activationVoucher(db: Database, scope: StoreScope, orderUuid: string) {
  const notFound = new DomainError('NOT_FOUND', {}, 'orderUuid');
  const order = await findOrder(db, scope.store.id, orderUuid);
  if (!order || order.orderType !== 'ACTIVATION' || (order.status !== 'PENDING' && order.status !== 'COMPLETED')) throw notFound;
  const [activation, paid] = await Promise.all([activationOf(db, order.id), paidAt(db, order.id)]);
  if (!activation || !paid) throw notFound;
  const [card] = await db.select({ number: giftCards.number }).from(giftCards).where(eq(giftCards.id, activation.giftCardId));
  return {
    voucher: {
      orderUuid: order.id,
      referenceNumber: order.referenceNumber ?? order.id,
      maskedCardNumber: maskCardNumber(card.number),
      amount: money(order.grandTotal, order.currency.trim()),
      email: activation.email,
      activated: order.status === 'COMPLETED',
      activeBefore: activeBefore(paid).toISOString(),
    },
  };
}
