import type { ProductFiltersInput, ProductListType } from '@giftshop/shared-graphql';

/**
 * The product list's filters in the URL (spec §2.3): `s` (search text, /gift-cards/ only),
 * `cb_api_products_categories` (category slugs) and `cb_api_products_types` (digital, physical, donation, blank),
 * each choice a repeated parameter, as a plain GET form sends them.
 */
export const FILTER_PARAMS = { search: 's', categories: 'cb_api_products_categories', types: 'cb_api_products_types' } as const;

/** The URL words of the type filter and the gateway's list types. */
export const LIST_TYPES = { digital: 'DIGITAL', physical: 'PHYSICAL', donation: 'DONATION', blank: 'GIFT_CARD_BLANK' } as const satisfies Record<string, ProductListType>;
export type ListTypeKey = keyof typeof LIST_TYPES;
export const LIST_TYPE_KEYS = Object.keys(LIST_TYPES) as ListTypeKey[];

/** As the gateway: longer search text is refused. */
export const MAX_SEARCH_TEXT = 100;
const MAX_CATEGORIES = 20;
const SLUG = /^[a-z0-9-]{1,80}$/;

export interface ListFilters {
  /** Trimmed search text; empty when none. */
  search: string;
  categories: string[];
  types: ListTypeKey[];
}

export const NO_FILTERS: ListFilters = { search: '', categories: [], types: [] };

const unique = <T>(values: T[]) => [...new Set(values)];

/** The filters a URL asks for; unknown types and malformed slugs are ignored, search text is cut at 100 characters. */
export function readListFilters(search: URLSearchParams, options: { search: boolean }): ListFilters {
  return {
    search: options.search ? (search.get(FILTER_PARAMS.search) ?? '').trim().slice(0, MAX_SEARCH_TEXT) : '',
    categories: unique(search.getAll(FILTER_PARAMS.categories).filter((slug) => SLUG.test(slug))).slice(0, MAX_CATEGORIES),
    types: LIST_TYPE_KEYS.filter((key) => search.getAll(FILTER_PARAMS.types).includes(key)),
  };
}

export const isFiltered = (f: ListFilters) => f.categories.length > 0 || f.types.length > 0;
export const isFilteredOrSearched = (f: ListFilters) => isFiltered(f) || f.search !== '';

/** The gateway filters: the page's own (a category) narrowed by the chosen ones; null when nothing narrows. */
export function toProductFilters(f: ListFilters, page: ProductFiltersInput | null = null): ProductFiltersInput | null {
  if (!isFilteredOrSearched(f)) return page;
  return {
    ...page,
    ...(f.categories.length ? { filterByTaxonomy: [...(page?.filterByTaxonomy ?? []), { vocabularyID: 'CATEGORY', terms: f.categories }] } : {}),
    ...(f.types.length ? { filterByListType: f.types.map((key) => LIST_TYPES[key]) } : {}),
    ...(f.search ? { searchText: f.search } : {}),
  };
}

/** The query string of the filters (`?s=…&cb_api_products_types=digital`), or '' without any. */
export function filterQuery(f: ListFilters): string {
  const params = new URLSearchParams();
  if (f.search) params.append(FILTER_PARAMS.search, f.search);
  for (const slug of f.categories) params.append(FILTER_PARAMS.categories, slug);
  for (const key of f.types) params.append(FILTER_PARAMS.types, key);
  const query = params.toString();
  return query ? `?${query}` : '';
}
