import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Captcha solutions already accepted, keyed by their challenge's signature, kept until the challenge expires. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_solutions_expires').on(t.expiresAt)],
);
