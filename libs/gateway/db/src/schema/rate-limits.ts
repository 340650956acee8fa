import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate limit counters shared by every gateway process (rate-limiter-flexible's drizzle store: the fields must be
 * `key`, `points` and `expire`). A key is `<policy>:<sha-256 of the client or card key>`, never the raw value.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire').on(t.expire)],
);
