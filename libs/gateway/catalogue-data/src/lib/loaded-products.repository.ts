import { namedRows, type Database, type NamedStatement } from '@giftshop/gateway-db';
import type { ProductFields, ProductParts, TermFields, VariationFields } from './product-mapper';

/** A product with its active variations (by delivery type) and its categories (by position): what its card shows. */
export interface LoadedProduct {
  row: ProductFields;
  variations: VariationFields[];
  categories: TermFields[];
  /** What was loaded: the mapping builds these parts only. */
  load: LoadOptions;
}

/*
 * The hot catalogue reads as named statements (`namedRows`): on PostgreSQL parsed and planned once per connection,
 * on PGlite the same text with its parameters; no query building or row mapping per call. They select only the
 * columns the mapping reads (product-mapper.ts) for the parts the query asks for (LoadOptions): variations and
 * categories come as json arrays of values in a fixed order, so neither PostgreSQL nor the driver handles whole rows
 * (keywords, timestamps, other tables' ids), and the brand is joined only when the query shows it.
 */
/**
 * `language` is the statement's parameter of a further language of the store: texts come from its rows, else from
 * the base rows. Null is the store's first language, whose texts are the base rows: its statements join no text table.
 */
type Language = string | null;

/** A text column: the language's row's, else the base row's; the base row's alone in the first language. */
const text = (language: Language, texts: string, base: string, column: string) =>
  language ? `coalesce(${texts}.${column}, ${base}.${column})` : `${base}.${column}`;

const categories = (language: Language) => `coalesce((select json_agg(json_build_array(t.id, t.vocabulary, t.slug,
    ${text(language, 'tt', 't', 'title')}, ${text(language, 'tt', 't', 'hero_title')}, ${text(language, 'tt', 't', 'description')}, t.icon,
    t.background_color) order by t.position, t.id) from product_terms pt join terms t on t.id = pt.term_id
    ${language ? `left join term_texts tt on tt.term_id = t.id and tt.language_code = ${language}` : ''}
    where pt.product_id = p.id and t.vocabulary = 'CATEGORY'), '[]'::json)`;

/** Each active variation's values (VariationValues), or its type and fixed values only (what every card shows). */
const variations = (details: boolean, language: Language) => `coalesce((select json_agg(json_build_array(${
  details
    ? `v.id, v.sku, ${text(language, 'vt', 'v', 'title')}, v.variation_type, v.currency, v.fixed_values, v.min_price, v.max_price`
    : 'v.variation_type, v.fixed_values'
}) order by v.variation_type) from variations v${
  details && language ? ` left join variation_texts vt on vt.variation_id = v.id and vt.language_code = ${language}` : ''
} where v.product_id = p.id and v.active), '[]'::json)`;

const redeem = (language: Language) => `${text(language, 'px', 'p', 'redeem_title')} as "redeemTitle",
  ${text(language, 'px', 'p', 'redeem_description')} as "redeemDescription",
  p.redeem_min_custom as "redeemMinCustom", p.redeem_max_custom as "redeemMaxCustom",
  p.redeem_min_remaining_balance as "redeemMinRemainingBalance"`;

const brand = (language: Language) => `b.id as "brandId", ${text(language, 'bx', 'b', 'name')} as "brandName", b.iframe_url as "brandIframeUrl",
  b.redirect_url as "brandRedirectUrl", b.redirect_seconds as "brandRedirectSeconds",
  ${text(language, 'bx', 'b', 'external_link_title')} as "brandExternalLinkTitle",
  b.external_link_url as "brandExternalLinkUrl"`;

const columns = (load: LoadOptions, language: Language) =>
  [
    `p.id, p.slug, ${text(language, 'px', 'p', 'title')} as title, ${text(language, 'px', 'p', 'description')} as description,
  p.product_type as "productType",
  p.background_color as "backgroundColor", p.show_hand as "showHand", p.show_shadow as "showShadow",
  p.third_party_platform as "thirdPartyPlatform", p.is_choice as "isChoice", p.stock`,
    ...(load.redeemData ? [redeem(language)] : []),
    ...(load.giftCardBrand ? [brand(language)] : []),
    `${variations(load.variations, language)} as variations`,
    `${load.categories ? categories(language) : `'[]'::json`} as categories`,
  ].join(',\n  ');

const textsJoin = (language: Language) => (language ? `left join product_texts px on px.product_id = p.id and px.language_code = ${language}` : '');
const brandJoin = (load: LoadOptions, language: Language) =>
  load.giftCardBrand
    ? `left join card_brands b on b.id = p.brand_id${
        language ? `\n      left join card_brand_texts bx on bx.card_brand_id = b.id and bx.language_code = ${language}` : ''
      }`
    : '';

/** One letter per part loaded, and `x` for a further language, so each combination is a statement of its own name. */
const suffix = (load: LoadOptions, translated: boolean) =>
  `${load.variations ? 'v' : ''}${load.redeemData ? 'r' : ''}${load.giftCardBrand ? 'b' : ''}${load.categories ? 'c' : ''}${translated ? 'x' : ''}`;

/** A page of a store's sellable products by popularity, chosen and counted first so the aggregates run for it only. */
const productPage = (load: LoadOptions, translated: boolean): NamedStatement => ({
  name: `catalogue_loaded_page_${suffix(load, translated)}`,
  text: `with page as (
      select p.id, count(*) over () as total from products p
      where p.store_id = $1 and p.active and not p.is_test
      order by p.popularity desc, p.id
      limit $2 offset $3)
    select page.total::int as total, ${columns(load, translated ? '$4' : null)}
    from page join products p on p.id = page.id ${textsJoin(translated ? '$4' : null)} ${brandJoin(load, translated ? '$4' : null)}
    order by p.popularity desc, p.id`,
});

const productBySlug = (load: LoadOptions, translated: boolean): NamedStatement => ({
  name: `catalogue_loaded_by_slug_${suffix(load, translated)}`,
  text: `select ${columns(load, translated ? '$3' : null)} from products p ${textsJoin(translated ? '$3' : null)} ${brandJoin(load, translated ? '$3' : null)}
    where p.store_id = $1 and p.slug = $2 and p.active and not p.is_test
    limit 1`,
});

/** The statements of every combination of parts, written once. */
function statementsBy(make: (load: LoadOptions, translated: boolean) => NamedStatement) {
  const made = new Map<string, NamedStatement>();
  return (load: LoadOptions, translated: boolean) => {
    const key = suffix(load, translated);
    let statement = made.get(key);
    if (!statement) made.set(key, (statement = make(load, translated)));
    return statement;
  };
}

const STATEMENTS = { page: statementsBy(productPage), bySlug: statementsBy(productBySlug) };

/** What a read loads besides what every card shows, following the query (catalogue/src/lib/selection.ts). */
export interface LoadOptions extends ProductParts {
  categories: boolean;
}

const ALL: LoadOptions = { categories: true, variations: true, redeemData: true, giftCardBrand: true };

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
  variations: VariationValues[] | [VariationFields['variationType'], number[]][];
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

/** A variation loaded without its details: what the mapping reads for a card (product-mapper.ts, ProductParts). */
const toVariationType = ([variationType, fixedValues]: [VariationFields['variationType'], number[]]) =>
  ({ variationType, fixedValues }) as VariationFields;

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

function brandOf(r: LoadedRow) {
  if (r.brandId === null || r.brandId === undefined) return null;
  return {
    id: r.brandId,
    name: r.brandName as string,
    iframeUrl: r.brandIframeUrl,
    redirectUrl: r.brandRedirectUrl,
    redirectSeconds: r.brandRedirectSeconds,
    externalLinkTitle: r.brandExternalLinkTitle,
    externalLinkUrl: r.brandExternalLinkUrl,
  };
}

/** A loaded row; the columns of parts `load` left out stay absent (product-mapper.ts builds no part from them). */
function toLoaded(r: LoadedRow, load: LoadOptions): LoadedProduct {
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
    brand: brandOf(r),
  };
  const variations = load.variations
    ? (r.variations as VariationValues[]).map(toVariation)
    : (r.variations as [VariationFields['variationType'], number[]][]).map(toVariationType);
  return { row, variations, categories: r.categories.map(toTerm), load };
}

/**
 * A page of a store's whole list (no filters), by popularity: the list page's read, in one round trip. `total` is
 * null when the page is past the end (no row to carry the count). `language`: a further language of the store, or
 * null for its first.
 */
export async function findProductPage(
  db: Database,
  storeId: number,
  language: Language,
  limit: number,
  offset: number,
  load = ALL,
) {
  const parameters = language ? [storeId, limit, offset, language] : [storeId, limit, offset];
  const rows = await namedRows<LoadedRow & { total: number }>(db, STATEMENTS.page(load, language !== null), parameters);
  return { products: rows.map((row) => toLoaded(row, load)), total: rows.length ? rows[0].total : null };
}

export async function findLoadedProductBySlug(
  db: Database,
  storeId: number,
  language: Language,
  slug: string,
  load = ALL,
) {
  const [row] = await namedRows<LoadedRow>(db, STATEMENTS.bySlug(load, language !== null), language ? [storeId, slug, language] : [storeId, slug]);
  return row ? toLoaded(row, load) : undefined;
}
