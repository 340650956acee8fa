import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, currency, money } from './columns';
import { deliveryTypeEnum, extraKindEnum, productTypeEnum, vocabularyEnum } from './enums';
import { stores } from './stores';

/** The company behind a gift card (a restaurant group, a shop, a charity). */
export const cardBrands = pgTable(
  'card_brands',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    color: varchar('color', { length: 7 }).notNull(),
    iframeUrl: text('iframe_url'),
    redirectUrl: text('redirect_url'),
    redirectSeconds: integer('redirect_seconds'),
    externalLinkTitle: text('external_link_title'),
    externalLinkUrl: text('external_link_url'),
  },
  (t) => [uniqueIndex('card_brands_store_slug').on(t.storeId, t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    brandId: integer('brand_id').references(() => cardBrands.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    productType: productTypeEnum('product_type').notNull(),
    backgroundColor: varchar('background_color', { length: 7 }).notNull(),
    showHand: boolean('show_hand').notNull().default(false),
    showShadow: boolean('show_shadow').notNull().default(true),
    popularity: integer('popularity').notNull().default(0),
    thirdPartyPlatform: boolean('third_party_platform').notNull().default(false),
    containsWine: boolean('contains_wine').notNull().default(false),
    isChoice: boolean('is_choice').notNull().default(false),
    isTest: boolean('is_test').notNull().default(false),
    /** Units left to sell; null is unlimited. */
    stock: integer('stock'),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    redeemTitle: text('redeem_title'),
    redeemDescription: text('redeem_description'),
    redeemMinCustom: money('redeem_min_custom'),
    redeemMaxCustom: money('redeem_max_custom'),
    redeemMinRemainingBalance: money('redeem_min_remaining_balance'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_store_slug').on(t.storeId, t.slug),
    index('products_store_popularity').on(t.storeId, t.popularity.desc(), t.id),
  ],
);

/** A way to deliver a product: digital (e-mail) or physical (post), with fixed values and/or a custom range. */
export const variations = pgTable(
  'variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id),
    sku: text('sku').notNull().unique(),
    title: text('title').notNull(),
    variationType: deliveryTypeEnum('variation_type').notNull(),
    currency: currency().notNull(),
    /** Fixed face values in minor units, ascending; empty when only a custom amount is allowed. */
    fixedValues: integer('fixed_values').array().notNull().default(sql`'{}'::integer[]`),
    minPrice: money('min_price'),
    maxPrice: money('max_price'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('variations_product_type').on(t.productId, t.variationType)],
);

/** Taxonomy terms: categories and occasions (giving moments). */
export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    vocabulary: vocabularyEnum('vocabulary').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    heroTitle: text('hero_title'),
    description: text('description').notNull().default(''),
    icon: text('icon'),
    backgroundColor: varchar('background_color', { length: 7 }),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('terms_store_vocabulary_slug').on(t.storeId, t.vocabulary, t.slug)],
);

export const productTerms = pgTable(
  'product_terms',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    termId: integer('term_id').notNull().references(() => terms.id),
    /** Rank in the term's top list; null when the product is not in it. */
    topRank: integer('top_rank'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.termId] }), index('product_terms_term').on(t.termId)],
);

/** Wrappers, digital wrappers, gift packing and the personal message: sold with a package, not alone. */
export const extras = pgTable(
  'extras',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    kind: extraKindEnum('kind').notNull(),
    sku: text('sku').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    price: money('price').notNull(),
    currency: currency().notNull(),
    color: varchar('color', { length: 7 }).notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('extras_store_kind').on(t.storeId, t.kind)],
);
