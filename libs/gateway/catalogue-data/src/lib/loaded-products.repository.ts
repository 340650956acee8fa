import { namedRows, type Database, type NamedStatement } from '@giftshop/gateway-db';
import type { ProductFields, TermFields, VariationFields } from './product-mapper';

/** A product with its active variations (by delivery type) and its categories (by position): what its card shows. */
export interface LoadedProduct {
  row: ProductFields;
  variations: VariationFields[];
  categories: TermFields[];
}

/*
 * The hot catalogue reads as named statements (`namedRows`): on PostgreSQL parsed and planned once per connection,
 * on PGlite the same text with its parameters; no query building or row mapping per call. They select only the
 * columns the mapping reads (product-mapper.ts); variations and categories come as json arrays of values in a fixed
 * order, so neither PostgreSQL nor the driver handles whole rows (keywords, timestamps, other tables' ids).
 */
const CATEGORIES = `coalesce((select json_agg(json_build_array(t.id, t.vocabulary, t.slug, t.title, t.hero_title,
    t.description, t.icon, t.background_color) order by t.position, t.id) from product_terms pt join terms t
    on t.id = pt.term_id where pt.product_id = p.id and t.vocabulary = 'CATEGORY'), '[]'::json)`;

/** `categories` false: the statement for a query that asks for no product's categories (the list's cards). */
const columns = (categories: boolean) => `p.id, p.slug, p.title, p.description, p.product_type as "productType",
  p.background_color as "backgroundColor", p.show_hand as "showHand", p.show_shadow as "showShadow",
  p.third_party_platform as "thirdPartyPlatform", p.is_choice as "isChoice", p.stock,
  p.redeem_title as "redeemTitle", p.redeem_description as "redeemDescription",
  p.redeem_min_custom as "redeemMinCustom", p.redeem_max_custom as "redeemMaxCustom",
  p.redeem_min_remaining_balance as "redeemMinRemainingBalance",
  b.id as "brandId", b.name as "brandName", b.iframe_url as "brandIframeUrl", b.redirect_url as "brandRedirectUrl",
  b.redirect_seconds as "brandRedirectSeconds", b.external_link_title as "brandExternalLinkTitle",
  b.external_link_url as "brandExternalLinkUrl",
  coalesce((select json_agg(json_build_array(v.id, v.sku, v.title, v.variation_type, v.currency, v.fixed_values,
    v.min_price, v.max_price) order by v.variation_type) from variations v
    where v.product_id = p.id and v.active), '[]'::json) as variations,
  ${categories ? CATEGORIES : `'[]'::json`} as categories`;

/** A page of a store's sellable products by popularity, chosen and counted first so the aggregates run for it only. */
const productPage = (categories: boolean): NamedStatement => ({
  name: categories ? 'catalogue_loaded_page' : 'catalogue_loaded_page_bare',
  text: `with page as (
      select p.id, count(*) over () as total from products p
      where p.store_id = $1 and p.active and not p.is_test
      order by p.popularity desc, p.id
      limit $2 offset $3)
    select page.total::int as total, ${columns(categories)}
    from page join products p on p.id = page.id left join card_brands b on b.id = p.brand_id
    order by p.popularity desc, p.id`,
});

const productBySlug = (categories: boolean): NamedStatement => ({
  name: categories ? 'catalogue_loaded_by_slug' : 'catalogue_loaded_by_slug_bare',
  text: `select ${columns(categories)} from products p left join card_brands b on b.id = p.brand_id
    where p.store_id = $1 and p.slug = $2 and p.active and not p.is_test
    limit 1`,
});

const STATEMENTS = {
  page: { true: productPage(true), false: productPage(false) },
  bySlug: { true: productBySlug(true), false: productBySlug(false) },
};

/** What a read loads besides what every card shows: categories only when the query asks for them. */
export interface LoadOptions {
  categories: boolean;
}

const ALL: LoadOptions = { categories: true };

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

type LoadedRow = Omit<ProductFields, 'brand'> & {
  brandId: number | null;
  brandName: string | null;
  brandIframeUrl: string | null;
  brandRedirectUrl: string | null;
  brandRedirectSeconds: number | null;
  brandExternalLinkTitle: string | null;
  brandExternalLinkUrl: string | null;
  variations: VariationValues[];
  categories: TermValues[];
};

const toVariation = ([id, sku, title, variationType, currency, fixedValues, minPrice, maxPrice]: VariationValues) => ({
  id,
  sku,
  title,
  variationType,
  currency,
  fixedValues,
  minPrice,
  maxPrice,
});

const toTerm = ([id, vocabulary, slug, title, heroTitle, description, icon, backgroundColor]: TermValues) => ({
  id,
  vocabulary,
  slug,
  title,
  heroTitle,
  description,
  icon,
  backgroundColor,
});

function toLoaded(r: LoadedRow): LoadedProduct {
  const brand =
    r.brandId === null
      ? null
      : {
          id: r.brandId,
          name: r.brandName as string,
          iframeUrl: r.brandIframeUrl,
          redirectUrl: r.brandRedirectUrl,
          redirectSeconds: r.brandRedirectSeconds,
          externalLinkTitle: r.brandExternalLinkTitle,
          externalLinkUrl: r.brandExternalLinkUrl,
        };
  const row: ProductFields = {
    id: r.id,
    slug: r.slug,
    title: r.title,
    description: r.description,
    productType: r.productType,
    backgroundColor: r.backgroundColor,
    showHand: r.showHand,
    showShadow: r.showShadow,
    thirdPartyPlatform: r.thirdPartyPlatform,
    isChoice: r.isChoice,
    stock: r.stock,
    redeemTitle: r.redeemTitle,
    redeemDescription: r.redeemDescription,
    redeemMinCustom: r.redeemMinCustom,
    redeemMaxCustom: r.redeemMaxCustom,
    redeemMinRemainingBalance: r.redeemMinRemainingBalance,
    brand,
  };
  return { row, variations: r.variations.map(toVariation), categories: r.categories.map(toTerm) };
}

/**
 * A page of a store's whole list (no filters), by popularity: the list page's read, in one round trip. `total` is
 * null when the page is past the end (no row to carry the count).
 */
export async function findProductPage(db: Database, storeId: number, limit: number, offset: number, load = ALL) {
  const statement = STATEMENTS.page[`${load.categories}`];
  const rows = await namedRows<LoadedRow & { total: number }>(db, statement, [storeId, limit, offset]);
  return { products: rows.map(toLoaded), total: rows.length ? rows[0].total : null };
}

export async function findLoadedProductBySlug(db: Database, storeId: number, slug: string, load = ALL) {
  const [row] = await namedRows<LoadedRow>(db, STATEMENTS.bySlug[`${load.categories}`], [storeId, slug]);
  return row ? toLoaded(row) : undefined;
}
