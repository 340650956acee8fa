import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { stores } from './stores';

/**
 * Pages of the redeem part of a store, addressed by pageId (a slug, never all digits: /check-balance/redeem/2/ is
 * page 2 of the redeem shop). Each is an information page (/check-balance/info/{pageId}/) and, when it names
 * products or is a business page, a redeem shop of its own (/check-balance/redeem/{pageId}/).
 */
export const redeemPages = pgTable(
  'redeem_pages',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    pageId: text('page_id').notNull(),
    title: text('title').notNull(),
    /** A sentence or two under the title. */
    intro: text('intro').notNull().default(''),
    /** Paragraphs separated by blank lines. */
    body: text('body').notNull().default(''),
    /** Orders from this page's shop are placed by a business: company details at checkout, references on deliveries. */
    business: boolean('business').notNull().default(false),
    /** The products this page's shop offers; empty offers every redeemable product of the store. */
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('redeem_pages_store_language_page').on(t.storeId, t.languageCode, t.pageId),
    check('redeem_pages_page_id_slug', sql`${t.pageId} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and ${t.pageId} !~ '^[0-9]+$'`),
  ],
);
