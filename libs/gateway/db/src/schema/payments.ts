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
