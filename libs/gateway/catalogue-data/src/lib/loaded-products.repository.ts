import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { cardBrands, productTerms, products, terms, variations, type Database } from '@giftshop/gateway-db';
import type { ProductFields, TermFields, VariationFields } from './product-mapper';

/** A product with its active variations (by delivery type) and its categories (by position): what its card shows. */
export interface LoadedProduct {
  row: ProductFields;
  variations: VariationFields[];
  categories: TermFields[];
}

const sellable = and(eq(products.active, true), eq(products.isTest, false));

/*
 * Only the columns the mapping reads (product-mapper.ts): variations and categories come as json arrays of values in
 * a fixed order, decoded below, so neither PostgreSQL nor the driver handles whole rows (keywords, timestamps, ids of
 * other tables).
 */
type VariationValues = [
  id: number,
  sku: string,
  title: string,
  variationType: VariationFields['variationType'],
  currency: string,
  fixedValues: number[],
  minPrice: number | null,
  maxPrice: number | null,
];
type TermValues = [
  id: number,
  vocabulary: TermFields['vocabulary'],
  slug: string,
  title: string,
  heroTitle: string | null,
  description: string,
  icon: string | null,
  backgroundColor: string | null,
];

const loadedColumns = {
  product: {
    id: products.id,
    slug: products.slug,
    title: products.title,
    description: products.description,
    productType: products.productType,
    backgroundColor: products.backgroundColor,
    showHand: products.showHand,
    showShadow: products.showShadow,
    thirdPartyPlatform: products.thirdPartyPlatform,
    isChoice: products.isChoice,
    stock: products.stock,
    redeemTitle: products.redeemTitle,
    redeemDescription: products.redeemDescription,
    redeemMinCustom: products.redeemMinCustom,
    redeemMaxCustom: products.redeemMaxCustom,
    redeemMinRemainingBalance: products.redeemMinRemainingBalance,
  },
  brand: {
    id: cardBrands.id,
    name: cardBrands.name,
    iframeUrl: cardBrands.iframeUrl,
    redirectUrl: cardBrands.redirectUrl,
    redirectSeconds: cardBrands.redirectSeconds,
    externalLinkTitle: cardBrands.externalLinkTitle,
    externalLinkUrl: cardBrands.externalLinkUrl,
  },
  variations: sql<VariationValues[]>`coalesce((select json_agg(json_build_array(v.id, v.sku, v.title, v.variation_type,
    v.currency, v.fixed_values, v.min_price, v.max_price) order by v.variation_type) from ${variations} v
    where v.product_id = ${products.id} and v.active), '[]'::json)`,
  categories: sql<TermValues[]>`coalesce((select json_agg(json_build_array(t.id, t.vocabulary, t.slug, t.title,
    t.hero_title, t.description, t.icon, t.background_color) order by t.position, t.id) from ${productTerms} pt
    join ${terms} t on t.id = pt.term_id where pt.product_id = ${products.id} and t.vocabulary = 'CATEGORY'),
    '[]'::json)`,
};

const toVariation = ([
  id,
  sku,
  title,
  variationType,
  currency,
  fixedValues,
  minPrice,
  maxPrice,
]: VariationValues): VariationFields => ({
  id,
  sku,
  title,
  variationType,
  currency,
  fixedValues,
  minPrice,
  maxPrice,
});

const toTerm = ([
  id,
  vocabulary,
  slug,
  title,
  heroTitle,
  description,
  icon,
  backgroundColor,
]: TermValues): TermFields => ({
  id,
  vocabulary,
  slug,
  title,
  heroTitle,
  description,
  icon,
  backgroundColor,
});

/**
 * The hot catalogue reads as prepared statements: built once per database, and on PostgreSQL parsed and planned
 * once per connection (named statements); PGlite runs the same text with its parameters. Each loads a product and
 * everything its card shows in one statement: the variations and categories come as json aggregates. A page is
 * chosen (and counted) first, so the aggregates run for its rows only.
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
      .where(
        and(eq(products.storeId, sql.placeholder('storeId')), eq(products.slug, sql.placeholder('slug')), sellable),
      )
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
  product: Omit<ProductFields, 'brand'>;
  brand: ProductFields['brand'];
  variations: VariationValues[];
  categories: TermValues[];
}

function toLoaded(r: LoadedRow): LoadedProduct {
  return {
    row: { ...r.product, brand: r.brand },
    variations: r.variations.map(toVariation),
    categories: r.categories.map(toTerm),
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

export async function findLoadedProductBySlug(
  db: Database,
  storeId: number,
  slug: string,
): Promise<LoadedProduct | undefined> {
  const [row] = await prepared(db).bySlug.execute({ storeId, slug });
  return row && toLoaded(row);
}
