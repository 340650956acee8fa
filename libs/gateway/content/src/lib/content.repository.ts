import { and, avg, count, desc, eq, inArray } from 'drizzle-orm';
import {
  blogPosts, localizedProduct, localizedTerm, locations, pages, productTexts, productTextsIn, products, termTexts,
  termTextsIn, terms, testimonials, type Database,
} from '@giftshop/gateway-db';

export type PageRow = typeof pages.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;

export async function findPage(db: Database, storeId: number, languageCode: string, path: string): Promise<PageRow | undefined> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.storeId, storeId), eq(pages.languageCode, languageCode), eq(pages.path, path)))
    .limit(1);
  return row;
}

export async function findTranslations(db: Database, translationKey: string): Promise<PageRow[]> {
  return db.select().from(pages).where(eq(pages.translationKey, translationKey));
}

export async function findBlogPosts(db: Database, storeId: number, languageCode: string, limit: number, offset: number) {
  const where = and(eq(blogPosts.storeId, storeId), eq(blogPosts.languageCode, languageCode));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(blogPosts).where(where).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total };
}

export async function findBlogPost(db: Database, storeId: number, languageCode: string, slug: string): Promise<BlogPostRow | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.storeId, storeId), eq(blogPosts.languageCode, languageCode), eq(blogPosts.slug, slug)))
    .limit(1);
  return row;
}

/** Testimonials of a store in one language, newest first (at most 100), with how many there are and their mean rating. */
export async function findTestimonials(db: Database, storeId: number, languageCode: string) {
  const where = and(eq(testimonials.storeId, storeId), eq(testimonials.languageCode, languageCode));
  const [rows, [summary]] = await Promise.all([
    db.select().from(testimonials).where(where).orderBy(desc(testimonials.publishedAt), desc(testimonials.id)).limit(100),
    db.select({ total: count(), mean: avg(testimonials.rating) }).from(testimonials).where(where),
  ]);
  return { rows, total: summary.total, mean: summary.mean === null ? 0 : Number(summary.mean) };
}

export async function findProductMeta(db: Database, storeId: number, languageCode: string, slug: string) {
  const { title, description, keywords } = localizedProduct;
  const [row] = await db
    .select({ title, description, keywords })
    .from(products)
    .leftJoin(productTexts, productTextsIn(languageCode))
    .where(and(eq(products.storeId, storeId), eq(products.slug, slug), eq(products.active, true), eq(products.isTest, false)))
    .limit(1);
  return row;
}

/** A place where the product's brand is accepted, by its slug. */
export async function findLocationMeta(db: Database, storeId: number, productSlug: string, slug: string) {
  const [row] = await db
    .select({ name: locations.name, city: locations.city })
    .from(locations)
    .innerJoin(products, and(eq(products.storeId, storeId), eq(products.slug, productSlug), eq(products.brandId, locations.brandId)))
    .where(and(eq(locations.storeId, storeId), eq(locations.slug, slug)))
    .limit(1);
  return row;
}

export async function findTermMeta(
  db: Database,
  storeId: number,
  languageCode: string,
  vocabulary: 'CATEGORY' | 'OCCASION',
  slug: string,
) {
  const { title, heroTitle, description } = localizedTerm;
  const [row] = await db
    .select({ title, heroTitle, description })
    .from(terms)
    .leftJoin(termTexts, termTextsIn(languageCode))
    .where(and(eq(terms.storeId, storeId), eq(terms.vocabulary, vocabulary), eq(terms.slug, slug)))
    .limit(1);
  return row;
}

export async function findHomePages(db: Database, storeIds: number[]): Promise<PageRow[]> {
  if (storeIds.length === 0) return [];
  return db.select().from(pages).where(and(inArray(pages.storeId, storeIds), eq(pages.path, '/')));
}

/** Paths of what the sitemap lists: indexable content pages, sellable products, their location finders, terms and blog posts. */
export async function findSitemapRows(db: Database, storeId: number, languageCode: string) {
  const [pageRows, productRows, termRows, postRows, finderRows] = await Promise.all([
    db
      .select({ path: pages.path })
      .from(pages)
      .where(and(eq(pages.storeId, storeId), eq(pages.languageCode, languageCode), eq(pages.noindex, false)))
      .orderBy(pages.path),
    db
      .select({ slug: products.slug })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.active, true), eq(products.isTest, false)))
      .orderBy(products.slug),
    db.select({ slug: terms.slug, vocabulary: terms.vocabulary }).from(terms).where(eq(terms.storeId, storeId)).orderBy(terms.vocabulary, terms.slug),
    db
      .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(and(eq(blogPosts.storeId, storeId), eq(blogPosts.languageCode, languageCode)))
      .orderBy(desc(blogPosts.publishedAt)),
    db
      .selectDistinct({ slug: products.slug })
      .from(products)
      .innerJoin(locations, and(eq(locations.storeId, storeId), eq(locations.brandId, products.brandId)))
      .where(and(eq(products.storeId, storeId), eq(products.active, true), eq(products.isTest, false)))
      .orderBy(products.slug),
  ]);
  return { pageRows, productRows, termRows, postRows, finderRows };
}
