import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { hrefTypeEnum, pageTypeEnum } from './enums';
import { products } from './catalogue';
import { stores } from './stores';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Content pages addressed by path: information, help, landing, business and giving-moment pages. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    path: text('path').notNull(),
    pageType: pageTypeEnum('page_type').notNull(),
    title: text('title').notNull(),
    heroTitle: text('hero_title'),
    metaDescription: text('meta_description').notNull().default(''),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    body: text('body').notNull().default(''),
    backgroundColor: varchar('background_color', { length: 7 }),
    noindex: boolean('noindex').notNull().default(false),
    nofollow: boolean('nofollow').notNull().default(false),
    /** Pages sharing a key are translations of each other (hreflang). */
    translationKey: text('translation_key'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pages_store_language_path').on(t.storeId, t.languageCode, t.path), index('pages_translation').on(t.translationKey)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    author: text('author').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    publishedAt: date('published_at').notNull(),
  },
  (t) => [uniqueIndex('blog_posts_store_slug').on(t.storeId, t.languageCode, t.slug)],
);

/** Content blocks arranged in named queues (home hero, featured, most chosen, search highlight…). */
export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    queueId: text('queue_id').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    path: text('path').notNull(),
    backgroundColor: varchar('background_color', { length: 7 }).notNull(),
    showHand: boolean('show_hand').notNull().default(false),
    showShadow: boolean('show_shadow').notNull().default(false),
    productId: integer('product_id').references(() => products.id),
  },
  (t) => [index('blocks_queue').on(t.storeId, t.languageCode, t.queueId, t.position)],
);

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    /** 'footer' or 'business'. */
    menuKey: text('menu_key').notNull(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('menus_store_key').on(t.storeId, t.languageCode, t.menuKey)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id').notNull().references(() => menus.id),
    parentId: integer('parent_id'),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    path: text('path').notNull(),
    hrefType: hrefTypeEnum('href_type').notNull(),
  },
  (t) => [index('menu_items_menu').on(t.menuId, t.parentId, t.position)],
);

export const popularSearchTerms = pgTable('popular_search_terms', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id').notNull().references(() => stores.id),
  languageCode: varchar('language_code', { length: 2 }).notNull(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
});

/**
 * Search index over gift cards and giving-moment pages, one row per searchable entity and language.
 * `document` is weighted full text (of unaccented text); `words` holds the unaccented, lower-case title, brand,
 * keywords and category names with a trigram index for misspellings.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    /** 'PRODUCT' or 'GIVING_MOMENT'. */
    groupType: text('group_type').notNull(),
    entityId: integer('entity_id').notNull(),
    title: text('title').notNull(),
    popularity: integer('popularity').notNull().default(0),
    document: tsvector('document').notNull(),
    words: text('words').notNull().default(''),
  },
  (t) => [
    uniqueIndex('search_documents_entity').on(t.storeId, t.languageCode, t.groupType, t.entityId),
    index('search_documents_document').using('gin', t.document),
    index('search_documents_words_trgm').using('gin', sql`${t.words} gin_trgm_ops`),
  ],
);

/** What customers said about the shop, shown on the home page (the spec's "testimonial" content block). */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    languageCode: varchar('language_code', { length: 2 }).notNull(),
    /** First name and initial, or first name and town, e.g. "Sarah K." or "Tom from Leeds". */
    author: text('author').notNull(),
    rating: integer('rating').notNull(),
    quote: text('quote').notNull(),
    publishedAt: date('published_at').notNull(),
  },
  (t) => [index('testimonials_store_language').on(t.storeId, t.languageCode, t.publishedAt), check('testimonials_rating', sql`${t.rating} between 1 and 5`)],
);
