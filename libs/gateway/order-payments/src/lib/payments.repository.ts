import { and, desc, eq, inArray } from 'drizzle-orm';
import { orders, payments, type Database } from '@giftshop/gateway-db';

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** A placed order of a store by its uuid; null for another store's order or a malformed uuid. */
export async function findOrder(db: Database, storeId: number, orderId: string, lock = false): Promise<OrderRow | null> {
  if (!UUID.test(orderId)) return null;
  const query = db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function lockOrderById(tx: Database, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/** Payments of an order, latest attempt first. */
export function paymentsOf(db: Database, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.attempt));
}

export async function latestPayment(db: Database, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.attempt)).limit(1);
  return row ?? null;
}

export async function findPayment(db: Database, paymentId: string, lock = false): Promise<PaymentRow | null> {
  if (!UUID.test(paymentId)) return null;
  const query = db.select().from(payments).where(eq(payments.id, paymentId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function setPaymentStatus(tx: Database, paymentId: string, status: PaymentRow['status']) {
  await tx.update(payments).set({ status, updatedAt: new Date() }).where(eq(payments.id, paymentId));
}

/** Closes the payments of an order still waiting for the shopper, e.g. when a new attempt starts or the order ends. */
export async function closeWaitingPayments(tx: Database, orderId: string, status: 'CANCELED' | 'EXPIRED') {
  await tx
    .update(payments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['OPEN', 'PENDING'])));
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
