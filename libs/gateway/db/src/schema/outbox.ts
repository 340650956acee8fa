import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { jobStatusEnum, outboxStatusEnum } from './enums';
import { stores } from './stores';

/** E-mails to send, written in the same transaction as what caused them; a worker delivers and retries. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** Null when the e-mail is rendered at send time from `content`. */
    html: text('html'),
    text: text('text'),
    /**
     * What the template's renderer needs at send time (ids, sealed secrets), for e-mails that must not rest in the
     * outbox in clear text, e.g. card numbers and PINs; null when html and text are stored.
     */
    content: jsonb('content').$type<Record<string, unknown>>(),
    status: outboxStatusEnum('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Extra headers of the message, e.g. List-Unsubscribe on marketing e-mail. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_due').on(t.status, t.sendAfter)],
);

/** Durable jobs (scheduled delivery, retries, the doubler draw); unique keys make scheduling idempotent. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    uniqueKey: text('unique_key').notNull().unique(),
    status: jobStatusEnum('status').notNull().default('PENDING'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due').on(t.status, t.runAt)],
);
