import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  cardBrandTexts, cardBrands, localizedTerm, localizedVariation, productTerms, productTexts, products, termTexts,
  termTextsIn, terms, variationTexts, variationTextsIn, variations, type Database,
} from '@giftshop/gateway-db';

export type ProductRow = typeof products.$inferSelect & { brand: typeof cardBrands.$inferSelect | null };
export type VariationRow = typeof variations.$inferSelect;
export type TermRow = typeof terms.$inferSelect;
export type Vocabulary = 'CATEGORY' | 'OCCASION';
export type ProductTypeName = 'GIFT_CARD' | 'GIFT_CARD_BLANK' | 'DONATION';
/** The product list filter's types: gift cards sent by e-mail or by post, donations, blank packs. */
export type ProductListType = 'DIGITAL' | 'PHYSICAL' | 'DONATION' | 'GIFT_CARD_BLANK';

export interface ProductQuery {
  storeId: number;
  productTypes?: ProductTypeName[];
  /** Every entry narrows the list: products in any of the entry's term slugs. */
  taxonomy?: { vocabulary: Vocabulary; slugs: string[] }[];
  /** Only products a holder can choose in the redeem shop (with redeem data). */
  redeemable?: boolean;
  /** Only these products (a redeem page's selection, search hits). */
  productIds?: number[];
  /** Products of any of these list types. */
  listTypes?: ProductListType[];
  /** Order by the position in productIds (search hits, best first) instead of popularity. */
  orderByProductIds?: boolean;
  limit: number;
  offset: number;
}

const sellable = (storeId: number) => and(eq(products.storeId, storeId), eq(products.active, true), eq(products.isTest, false));

function inTerms(vocabulary: Vocabulary, slugs: string[]): SQL {
  return sql`exists (select 1 from ${productTerms} pt join ${terms} t on t.id = pt.term_id
    where pt.product_id = ${products.id} and t.vocabulary = ${vocabulary} and t.slug in ${slugs})`;
}

const productColumns = { product: products, brand: cardBrands };

function listTypeCondition(types: ProductListType[]): SQL {
  const productTypes = types.filter((t): t is 'DONATION' | 'GIFT_CARD_BLANK' => t === 'DONATION' || t === 'GIFT_CARD_BLANK');
  const deliveryTypes = types.filter((t): t is 'DIGITAL' | 'PHYSICAL' => t === 'DIGITAL' || t === 'PHYSICAL');
  const either: SQL[] = [];
  if (productTypes.length) either.push(sql`${products.productType} in ${productTypes}`);
  if (deliveryTypes.length) {
    either.push(sql`(${products.productType} = 'GIFT_CARD' and exists (select 1 from ${variations} v
      where v.product_id = ${products.id} and v.active and v.variation_type in ${deliveryTypes}))`);
  }
  return sql`(${sql.join(either, sql` or `)})`;
}

function productConditions(q: Omit<ProductQuery, 'limit' | 'offset'>): SQL | undefined {
  const conditions = [sellable(q.storeId)];
  if (q.productTypes?.length) conditions.push(inArray(products.productType, q.productTypes));
  if (q.listTypes?.length) conditions.push(listTypeCondition(q.listTypes));
  if (q.redeemable) conditions.push(sql`${products.redeemTitle} is not null and ${products.productType} <> 'GIFT_CARD_BLANK'`);
  if (q.productIds) conditions.push(q.productIds.length ? inArray(products.id, q.productIds) : sql`false`);
  for (const filter of q.taxonomy ?? []) conditions.push(inTerms(filter.vocabulary, filter.slugs.length ? filter.slugs : ['']));
  return and(...conditions);
}

export async function findProducts(db: Database, q: ProductQuery): Promise<{ rows: ProductRow[]; total: number }> {
  const where = productConditions(q);
  const order = q.orderByProductIds && q.productIds?.length
    ? [sql`array_position(array[${sql.join(q.productIds.map((id) => sql`${id}`), sql`, `)}]::int[], ${products.id})`, asc(products.id)]
    : [desc(products.popularity), asc(products.id)];
  const rows = await db
    .select({ ...productColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(products)
    .leftJoin(cardBrands, eq(cardBrands.id, products.brandId))
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  if (rows.length === 0 && q.offset > 0) return { rows: [], total: await countProducts(db, q) };
  return { rows: rows.map((r) => ({ ...r.product, brand: r.brand })), total: rows[0]?.total ?? 0 };
}

/** How many products the query matches (the filter dialog's count before it is applied). */
export async function countProducts(db: Database, q: Omit<ProductQuery, 'limit' | 'offset'>): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(products).where(productConditions(q));
  return total;
}

export async function findProductsByIds(db: Database, storeId: number, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .leftJoin(cardBrands, eq(cardBrands.id, products.brandId))
    .where(and(sellable(storeId), inArray(products.id, ids)));
  const byId = new Map(rows.map((r) => [r.product.id, { ...r.product, brand: r.brand }]));
  return ids.map((id) => byId.get(id)).filter((p): p is ProductRow => p !== undefined);
}

export async function findVariations(db: Database, productIds: number[], language: string): Promise<VariationRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select(localizedVariation)
    .from(variations)
    .leftJoin(variationTexts, variationTextsIn(language))
    .where(and(inArray(variations.productId, productIds), eq(variations.active, true)))
    .orderBy(asc(variations.productId), asc(variations.variationType));
}

export async function findProductCategories(
  db: Database,
  productIds: number[],
  language: string,
): Promise<{ productId: number; term: TermRow }[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ productId: productTerms.productId, term: localizedTerm })
    .from(productTerms)
    .innerJoin(terms, eq(terms.id, productTerms.termId))
    .leftJoin(termTexts, termTextsIn(language))
    .where(and(inArray(productTerms.productId, productIds), eq(terms.vocabulary, 'CATEGORY')))
    .orderBy(asc(terms.position));
  return rows;
}

export async function findTerms(
  db: Database,
  storeId: number,
  vocabulary: Vocabulary,
  language: string,
): Promise<(TermRow & { productCount: number })[]> {
  const rows = await db
    .select({ term: localizedTerm, productCount: sql<number>`count(${products.id})`.mapWith(Number) })
    .from(terms)
    .leftJoin(termTexts, termTextsIn(language))
    .leftJoin(productTerms, eq(productTerms.termId, terms.id))
    .leftJoin(products, and(eq(products.id, productTerms.productId), eq(products.active, true), eq(products.isTest, false)))
    .where(and(eq(terms.storeId, storeId), eq(terms.vocabulary, vocabulary)))
    .groupBy(terms.id, termTexts.termId, termTexts.languageCode)
    .orderBy(asc(terms.position), asc(terms.id));
  return rows.map((r) => ({ ...r.term, productCount: r.productCount }));
}

/** The products' texts in a further language of their store (product_texts), by product id. */
export async function findProductTexts(db: Database, productIds: number[], language: string) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productTexts)
    .where(and(inArray(productTexts.productId, productIds), eq(productTexts.languageCode, language)));
}

/** The card brands' texts in a further language of their store (card_brand_texts), by brand id. */
export async function findCardBrandTexts(db: Database, brandIds: number[], language: string) {
  if (brandIds.length === 0) return [];
  return db
    .select()
    .from(cardBrandTexts)
    .where(and(inArray(cardBrandTexts.cardBrandId, brandIds), eq(cardBrandTexts.languageCode, language)));
}

/** Products of terms ranked in their top lists, best first, `limit` per term. */
export async function findTopLists(db: Database, termIds: number[], limit: number): Promise<{ termId: number; productId: number }[]> {
  if (termIds.length === 0) return [];
  return db
    .select({ termId: productTerms.termId, productId: productTerms.productId })
    .from(productTerms)
    .innerJoin(products, and(eq(products.id, productTerms.productId), eq(products.active, true), eq(products.isTest, false)))
    .where(and(inArray(productTerms.termId, termIds), lte(productTerms.topRank, limit)))
    .orderBy(asc(productTerms.termId), asc(productTerms.topRank));
}

export async function findTermsBySlugs(db: Database, storeId: number, vocabulary: Vocabulary, slugs: string[]): Promise<TermRow[]> {
  if (slugs.length === 0) return [];
  return db
    .select()
    .from(terms)
    .where(and(eq(terms.storeId, storeId), eq(terms.vocabulary, vocabulary), inArray(terms.slug, slugs)));
}
