import { date, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';
import { stores } from './stores';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    email: text('email').notNull(),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    source: text('source').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** SHA-256 of the e-mailed confirmation token (double opt-in); null once spent. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmTokenExpiresAt: timestamp('confirm_token_expires_at', { withTimezone: true }),
    /** Set when the address confirmed; a row without it is pending and receives no newsletter. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_store_email').on(t.storeId, sql`lower(${t.email})`),
    uniqueIndex('newsletter_confirm_token').on(t.confirmTokenHash),
  ],
);

/** A business customer's request for a quote; answered by the sales team within an hour. */
export const quoteRequests = pgTable('quote_requests', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id').notNull().references(() => stores.id),
  companyName: text('company_name').notNull(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  message: text('message').notNull(),
  /** Lines of { product, quantity, value } with value in minor units. */
  products: jsonb('products').notNull().default([]),
  /** DIGITAL or PHYSICAL; null on rows from before the form asked. */
  deliveryMethod: text('delivery_method'),
  /** The wished delivery date, if any. */
  deliveryDate: date('delivery_date', { mode: 'string' }),
  languageCode: varchar('language_code', { length: 2 }),
  status: text('status').notNull().default('NEW'),
  createdAt: createdAt(),
});

/** A message of the contact form; acknowledged to the sender and forwarded to the store's support address. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id').notNull().references(() => stores.id),
  subject: text('subject').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  orderReference: text('order_reference'),
  message: text('message').notNull(),
  languageCode: varchar('language_code', { length: 2 }).notNull(),
  status: text('status').notNull().default('NEW'),
  createdAt: createdAt(),
});
