import { bigint, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { giftCardLedger, giftCards } from './giftcards';
import { stores } from './stores';

export const doublerEntries = pgTable(
  'doubler_entries',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    /** Draw month, 'YYYY-MM'. */
    month: varchar('month', { length: 7 }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    giftCardId: integer('gift_card_id').notNull().references(() => giftCards.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('doubler_entries_card_month').on(t.giftCardId, t.month)],
);

export const doublerDraws = pgTable(
  'doubler_draws',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    month: varchar('month', { length: 7 }).notNull(),
    winningEntryId: integer('winning_entry_id').references(() => doublerEntries.id),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => giftCardLedger.id),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('doubler_draws_store_month').on(t.storeId, t.month)],
);
