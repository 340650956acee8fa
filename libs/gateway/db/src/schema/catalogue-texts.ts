import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { cardBrands, extras, products, terms, variations } from './catalogue';

/*
 * The catalogue's texts in a store's further languages (CBBE's French, CBCH's French). The base rows hold the
 * store's first language; a read in another language takes the row of its language and falls back to the base row
 * column by column where it has none. Slugs stay shared across a store's languages.
 */

export const productTexts = pgTable(
  'product_texts',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    redeemTitle: text('redeem_title'),
    redeemDescription: text('redeem_description'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.languageCode] })],
);

/** The name a variation shows (the card's title and its delivery). */
export const variationTexts = pgTable(
  'variation_texts',
  {
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.variationId, t.languageCode] })],
);

export const termTexts = pgTable(
  'term_texts',
  {
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    title: text('title').notNull(),
    heroTitle: text('hero_title'),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.termId, t.languageCode] })],
);

export const extraTexts = pgTable(
  'extra_texts',
  {
    extraId: integer('extra_id')
      .notNull()
      .references(() => extras.id),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.extraId, t.languageCode] })],
);

/** A card brand's name and its link's title ("Découvrir …"); a brand's name is mostly the same in every language. */
export const cardBrandTexts = pgTable(
  'card_brand_texts',
  {
    cardBrandId: integer('card_brand_id')
      .notNull()
      .references(() => cardBrands.id),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    name: text('name').notNull(),
    externalLinkTitle: text('external_link_title'),
  },
  (t) => [primaryKey({ columns: [t.cardBrandId, t.languageCode] })],
);
