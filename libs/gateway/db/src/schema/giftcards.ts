import { bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, currency, money } from './columns';
import { giftCardStatusEnum, ledgerReasonEnum } from './enums';
import { products } from './catalogue';
import { orderItems, orders } from './orders';
import { stores } from './stores';

/**
 * An issued card. The number is 19 digits starting with a store prefix; the PIN is stored only as a hash.
 * `balance` is a cache of the ledger sum, updated in the same transaction as each ledger row and never negative.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    number: varchar('number', { length: 19 }).notNull().unique(),
    pinHash: text('pin_hash').notNull(),
    productId: integer('product_id').references(() => products.id),
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    currency: currency().notNull(),
    balance: money('balance').notNull().default(0),
    status: giftCardStatusEnum('status').notNull().default('INACTIVE'),
    failedPinAttempts: integer('failed_pin_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('gift_cards_balance_not_negative', sql`${t.balance} >= 0`), check('gift_cards_number_digits', sql`${t.number} ~ '^[0-9]{19}$'`)],
);

/** Append-only: every balance movement is one row (a trigger refuses UPDATE and DELETE). */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    giftCardId: integer('gift_card_id').notNull().references(() => giftCards.id),
    amount: money('amount').notNull(),
    currency: currency().notNull(),
    balanceAfter: money('balance_after').notNull(),
    reason: ledgerReasonEnum('reason').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /** Makes a movement happen once, e.g. 'issue:<order item>:<n>' or 'redeem:<order>'. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gift_card_ledger_idempotency').on(t.idempotencyKey), index('gift_card_ledger_card').on(t.giftCardId, t.id)],
);

/** A holder's redeem session after a successful balance check; the token itself is only in the holder's hands. */
export const redeemTokens = pgTable('redeem_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  giftCardId: integer('gift_card_id').notNull().references(() => giftCards.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Gift cards added to pay an order (redeem orders and cart payments). */
export const orderCardPayments = pgTable(
  'order_card_payments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id').notNull().references(() => orders.id),
    giftCardId: integer('gift_card_id').notNull().references(() => giftCards.id),
    amount: money('amount').notNull(),
    currency: currency().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_card_payments_order_card').on(t.orderId, t.giftCardId)],
);
