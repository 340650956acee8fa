import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, currency, money, updatedAt } from './columns';
import { paymentMethodEnum, paymentStatusEnum } from './enums';
import { orders } from './orders';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    method: paymentMethodEnum('method').notNull(),
    issuer: text('issuer'),
    amount: money('amount').notNull(),
    currency: currency().notNull(),
    status: paymentStatusEnum('status').notNull().default('OPEN'),
    attempt: integer('attempt').notNull().default(1),
    /** The provider's hosted page for this payment; null for methods paid without a redirect (invoice, bank transfer). */
    redirectUrl: text('redirect_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order').on(t.orderId),
    /** One payment per attempt: concurrent retries of one order cannot both start attempt n. */
    uniqueIndex('payments_order_attempt').on(t.orderId, t.attempt),
    uniqueIndex('payments_provider_reference').on(t.provider, t.providerReference),
  ],
);

/** Every webhook received, once: the unique event id makes replays harmless. */
export const paymentEvents = pgTable('payment_events', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  providerEventId: text('provider_event_id').notNull().unique(),
  paymentId: uuid('payment_id').references(() => payments.id),
  eventType: text('event_type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Events that came too late to change anything and need a person: a cancel or fraud report for an order already
 * paid, or a payment for an order already cancelled (refund it). Listed for operators (docs/payments.md).
 */
export const paymentIncidents = pgTable(
  'payment_incidents',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** The provider's event id; one incident per event. */
    providerEventId: text('provider_event_id').notNull().unique(),
    /** What happened, e.g. `cancel-after-paid`, `fraud-after-paid`, `paid-after-cancel`. */
    kind: text('kind').notNull(),
    /** The status the event reported (CANCELED, PAID, …). */
    reportedStatus: text('reported_status').notNull(),
    /** The order's and the payment's status when it arrived. */
    orderStatus: text('order_status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the operator who dealt with it. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('payment_incidents_open').on(t.occurredAt)],
);
