import { boolean, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { currency, createdAt } from './columns';
import { paymentMethodEnum } from './enums';

/** One row per brand build (build key); the UK store GCUK is id 48. */
export const stores = pgTable('stores', {
  id: integer('id').primaryKey(),
  buildKey: varchar('build_key', { length: 8 }).notNull().unique(),
  brandFamily: varchar('brand_family', { length: 4 }).notNull(),
  name: text('name').notNull(),
  countryCode: varchar('country_code', { length: 2 }).notNull(),
  currency: currency().notNull(),
  origin: text('origin').notNull(),
  timeZone: text('time_zone').notNull(),
  /** The brand's word for a gift card in routes, e.g. 'gift-cards' or 'cadeaubonnen'. */
  productPath: text('product_path').notNull(),
  /** Whether the store sells its own catalogue (others only switch to a sibling store). */
  hasCatalogue: boolean('has_catalogue').notNull().default(false),
  /** Offered in the store switcher of families without a store in its country (the CB stores in the seed). */
  switcherFallback: boolean('switcher_fallback').notNull().default(false),
  createdAt: createdAt(),
});

export const storeLanguages = pgTable(
  'store_languages',
  {
    storeId: integer('store_id').notNull().references(() => stores.id),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    locale: varchar('locale', { length: 5 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** PostgreSQL text search configuration for this language, e.g. 'english', 'dutch'. */
    searchConfig: text('search_config').notNull().default('simple'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.languageCode] })],
);

export const storePaymentMethods = pgTable(
  'store_payment_methods',
  {
    storeId: integer('store_id').notNull().references(() => stores.id),
    method: paymentMethodEnum('method').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    businessOnly: boolean('business_only').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.method] })],
);

/** Issuing prefixes of 19-digit card numbers, per store. */
export const cardPrefixes = pgTable('card_prefixes', {
  prefix: varchar('prefix', { length: 10 }).primaryKey(),
  storeId: integer('store_id').notNull().references(() => stores.id),
  isChoice: boolean('is_choice').notNull().default(false),
  activatable: boolean('activatable').notNull().default(false),
  isTest: boolean('is_test').notNull().default(false),
});
