import { and, desc, eq, isNull } from 'drizzle-orm';
import { orders, payments, type Database } from '@giftshop/gateway-db';
import { enqueueJob } from '@giftshop/gateway-jobs';
import type { Logger } from 'pino';
import type { PaymentEvent, PaymentProvider } from './payment-provider';
import { acceptsStatus } from './payment-status';
import { recordIncident, type IncidentKind } from './payment-incidents';
import { lockPaymentWithOrder, payPendingOrder, storePaymentEvent, type LockedPayment } from './payment-events.repository';
import { findPayment, lockOrderById, paymentsOf, UUID } from './payments.repository';

/** `incident`: too late to change the order, kept for an operator (payment_incidents). */
export type EventOutcome = 'applied' | 'ignored' | 'duplicate' | 'incident';

export class UnknownPaymentError extends Error {
  constructor() {
    super('The event names no payment of this provider');
    this.name = 'UnknownPaymentError';
  }
}

/** Job kind that delivers a paid activation order: the value goes onto the Choice card (handler in gateway-activation). */
export const ACTIVATION_FULFIL_JOB = 'activation.fulfil';

/** Job kind that issues a paid order's cards (handler in gateway-giftcards). */
const ORDER_FULFIL_JOB = 'order.fulfil';

/**
 * The job that delivers an order once it is paid, one per order: issuing its cards (handler in gateway-giftcards),
 * or for an activation order, loading the value onto the card.
 */
export const fulfilJob = (orderId: string, orderType = 'REGULAR') => {
  const kind = orderType === 'ACTIVATION' ? ACTIVATION_FULFIL_JOB : ORDER_FULFIL_JOB;
  return { kind, uniqueKey: `${kind}:${orderId}`, payload: { orderId } };
};

/** The payment an event names and its order, locked (the order first); by reference when the event names no payment. */
async function lockEventPayment(tx: Database, provider: string, event: PaymentEvent): Promise<LockedPayment | null> {
  if (event.paymentId) return UUID.test(event.paymentId) ? lockPaymentWithOrder(tx, provider, event.paymentId) : null;
  const [row] = await tx
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.referenceNumber, event.orderReference ?? ''), eq(payments.provider, provider)))
    .orderBy(desc(payments.attempt))
    .limit(1);
  if (!row) return null;
  const order = await lockOrderById(tx, row.payment.orderId);
  const payment = await findPayment(tx, row.payment.id, true);
  return order && payment ? { order, payment } : null;
}

const ENDING: ReadonlySet<string> = new Set(['CANCELED', 'FAILED', 'EXPIRED']);

/** Whether the money of the order came in: it is fulfilled, or one of its payments is PAID. */
async function orderIsPaid(tx: Database, order: LockedPayment['order'], payment: LockedPayment['payment']): Promise<boolean> {
  if (order.status === 'COMPLETED' || payment.status === 'PAID') return true;
  return (await paymentsOf(tx, order.id)).some((p) => p.status === 'PAID');
}

/**
 * What a late event is, when it cannot change anything: a fraud report for a paid order, a cancel (failure,
 * expiry) of the payment that was paid, or money for an order that was cancelled meanwhile. Null otherwise.
 */
async function lateEventKind(tx: Database, { order, payment }: LockedPayment, event: PaymentEvent): Promise<IncidentKind | null> {
  if (event.fraud && (await orderIsPaid(tx, order, payment))) return 'fraud-after-paid';
  if (ENDING.has(event.status) && payment.status === 'PAID') return 'cancel-after-paid';
  if (event.status === 'PAID' && order.status === 'CANCELED' && payment.status !== 'PAID') return 'paid-after-cancel';
  return null;
}

/**
 * Applies one provider event in one transaction: the event is stored once (its provider id is unique, so a
 * replay is a no-op), the payment takes the reported status (and the bank chosen at the provider, if it had none), a fraud report flags the order, and a payment that
 * becomes PAID while its order is PENDING schedules the order's fulfilment job. An event that comes too late to
 * change the order (lateEventKind) is kept as a payment incident for an operator, never dropped in silence.
 */
export async function applyPaymentEvent(db: Database, provider: PaymentProvider, event: PaymentEvent, log: Logger): Promise<EventOutcome> {
  // The common report, a PENDING order's payment paid, in one statement; any other state in the transaction below.
  if (event.status === 'PAID' && !event.fraud && event.paymentId && UUID.test(event.paymentId)) {
    const paid = await payPendingOrder(
      db,
      { provider: provider.name, providerEventId: event.eventId, paymentId: event.paymentId, eventType: event.eventType, payload: event.payload, issuer: event.issuer ?? null },
      { activation: ACTIVATION_FULFIL_JOB, regular: ORDER_FULFIL_JOB },
    );
    if (paid) return paid;
  }
  return db.transaction(async (tx) => {
    const locked = await lockEventPayment(tx, provider.name, event);
    if (!locked) throw new UnknownPaymentError();
    const { order, payment } = locked;
    // Read before the event is stored: the rows are locked, so storing it first would not change the answer.
    const late = await lateEventKind(tx, locked, event);
    const accepted = acceptsStatus(payment.status, event.status);
    // Fraud reports and late events write more rows after the event; the payment then moves after them, below.
    const simple = !event.fraud && !late;
    const fulfils = accepted && simple && event.status === 'PAID' && order.status === 'PENDING';
    const stored = await storePaymentEvent(tx, {
      provider: provider.name,
      providerEventId: event.eventId,
      paymentId: payment.id,
      eventType: event.eventType,
      payload: event.payload,
      move: accepted && simple ? { status: event.status, issuer: event.issuer ?? null } : null,
      job: fulfils ? fulfilJob(order.id, order.orderType) : null,
    });
    if (!stored) return 'duplicate';
    if (simple) return accepted ? 'applied' : 'ignored';
    if (event.fraud) {
      await tx.update(orders).set({ fraudFlaggedAt: new Date() }).where(and(eq(orders.id, order.id), isNull(orders.fraudFlaggedAt)));
    }
    if (late) {
      await recordIncident(tx, log, {
        kind: late,
        orderId: order.id,
        paymentId: payment.id,
        providerEventId: event.eventId,
        reportedStatus: event.status,
        orderStatus: order.status,
        paymentStatus: payment.status,
      });
    }
    if (!accepted) return late ? 'incident' : 'ignored';
    const issuer = !payment.issuer && event.issuer ? { issuer: event.issuer } : {};
    await tx.update(payments).set({ status: event.status, ...issuer, updatedAt: new Date() }).where(eq(payments.id, payment.id));
    if (event.status === 'PAID' && order.status === 'PENDING') await enqueueJob(tx, fulfilJob(order.id, order.orderType));
    return late ? 'incident' : 'applied';
  });
}
