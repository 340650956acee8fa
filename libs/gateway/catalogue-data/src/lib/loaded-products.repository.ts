import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { cardBrands, productTerms, products, rowFromJson, terms, variations, type Database } from '@giftshop/gateway-db';
import type { ProductRow, TermRow, VariationRow } from './catalogue.repository';

/** A product row with its active variations (by delivery type) and its categories (by position). */
export interface LoadedProduct {
  row: ProductRow;
  variations: VariationRow[];
  categories: TermRow[];
}

type Json = Record<string, unknown>;

const sellable = and(eq(products.active, true), eq(products.isTest, false));

const loadedColumns = {
  product: products,
  brand: cardBrands,
  variations: sql<Json[]>`coalesce((select json_agg(row_to_json(v) order by v.variation_type) from ${variations} v
    where v.product_id = ${products.id} and v.active), '[]'::json)`,
  categories: sql<Json[]>`coalesce((select json_agg(row_to_json(t) order by t.position, t.id) from ${productTerms} pt
    join ${terms} t on t.id = pt.term_id where pt.product_id = ${products.id} and t.vocabulary = 'CATEGORY'), '[]'::json)`,
};

/**
 * The hot catalogue reads as prepared statements: built once per database, and on PostgreSQL parsed and planned
 * once per connection (named statements); PGlite runs the same text with its parameters. Each loads a product and
 * everything its card shows in one statement: the variations and categories come as json aggregates, decoded as
 * drizzle decodes their tables' rows. A page is chosen (and counted) first, so the aggregates run for its rows only.
 */
function prepare(db: Database) {
  const page = db
    .select({ id: products.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(products)
    .where(and(eq(products.storeId, sql.placeholder('storeId')), sellable))
    .orderBy(desc(products.popularity), asc(products.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return {
    page: db
      .select({ ...loadedColumns, total: sql<number>`${page.total}`.mapWith(Number) })
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .leftJoin(cardBrands, eq(cardBrands.id, products.brandId))
      .orderBy(desc(products.popularity), asc(products.id))
      .prepare('catalogue_product_page'),
    bySlug: db
      .select(loadedColumns)
      .from(products)
      .leftJoin(cardBrands, eq(cardBrands.id, products.brandId))
      .where(and(eq(products.storeId, sql.placeholder('storeId')), eq(products.slug, sql.placeholder('slug')), sellable))
      .limit(1)
      .prepare('catalogue_product_by_slug'),
  };
}

const preparedByDatabase = new WeakMap<Database, ReturnType<typeof prepare>>();

function prepared(db: Database) {
  let statements = preparedByDatabase.get(db);
  if (!statements) preparedByDatabase.set(db, (statements = prepare(db)));
  return statements;
}

interface LoadedRow {
  product: typeof products.$inferSelect;
  brand: typeof cardBrands.$inferSelect | null;
  variations: Json[];
  categories: Json[];
}

function toLoaded(r: LoadedRow): LoadedProduct {
  return {
    row: { ...r.product, brand: r.brand },
    variations: r.variations.map((v) => rowFromJson(variations, v) as VariationRow),
    categories: r.categories.map((t) => rowFromJson(terms, t) as TermRow),
  };
}

/**
 * A page of a store's whole list (no filters), by popularity: the list page's read, in one round trip. `total` is
 * null when the page is past the end (no row to carry the count).
 */
export async function findProductPage(db: Database, storeId: number, limit: number, offset: number) {
  const rows = await prepared(db).page.execute({ storeId, limit, offset });
  return { products: rows.map(toLoaded), total: rows.length ? rows[0].total : null };
}

export async function findLoadedProductBySlug(db: Database, storeId: number, slug: string): Promise<LoadedProduct | undefined> {
  const [row] = await prepared(db).bySlug.execute({ storeId, slug });
  return row && toLoaded(row);
}
