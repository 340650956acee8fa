import { DomainError, type StoreScope } from '@giftshop/gateway-core';
import { searchDocuments, searchWords, type Database } from '@giftshop/gateway-db';
import {
  catalogueRepository as repo,
  hydrateProducts,
  localizeProducts,
  loadedProductsRepository as loaded,
  toProducts,
  productImage,
  toProduct,
  toTerm,
  type ProductListType,
  type ProductRow,
  type ProductTypeName,
  type ProductQuery,
  type Vocabulary,
  type LoadOptions,
} from '@giftshop/gateway-catalogue-data';

/** The language of a read's texts when it is a further language of the store; null for the first (the base rows). */
const furtherLanguage = (scope: StoreScope): string | null => (scope.language.isDefault ? null : scope.language.languageCode);

export const DEFAULT_ITEMS_PER_PAGE = 16;
export const MAX_ITEMS_PER_PAGE = 100;
/** Best sellers in the 'most-chosen' queue. */
export const MOST_CHOSEN_COUNT = 8;
/** Top products per category (large desktop shows 4). */
export const TOP_LIST_SIZE = 4;
/** The category slug meaning "every gift card" (/category/all-gift-cards/). */
export const ALL_CATEGORIES_SLUG = 'all-gift-cards';

export interface TaxonomyFilter {
  vocabularyID: string;
  terms: string[];
}

/** Longest search text a product list takes (as search_v1). */
export const MAX_LIST_SEARCH_TEXT = 100;
/** Most search hits a product list shows. */
export const MAX_LIST_SEARCH_HITS = 100;

export interface ProductFilters {
  filterByProductType?: ProductTypeName[] | null;
  filterByListType?: ProductListType[] | null;
  searchText?: string | null;
  filterByTaxonomy?: TaxonomyFilter[] | null;
  filterByPage?: { fieldName: string; pageId: string; pageType: string } | null;
}

function vocabulary(id: string, field: string): Vocabulary {
  const upper = id.toUpperCase();
  if (upper === 'CATEGORY' || upper === 'OCCASION') return upper;
  throw new DomainError('INVALID_INPUT', { reason: `Unknown vocabulary '${id}': use CATEGORY or OCCASION.` }, field);
}

function taxonomyConditions(filters: ProductFilters | null | undefined): ProductQuery['taxonomy'] {
  const conditions = (filters?.filterByTaxonomy ?? []).map((f) => ({
    vocabulary: vocabulary(f.vocabularyID, 'filters.filterByTaxonomy.vocabularyID'),
    slugs: f.terms,
  }));
  const page = filters?.filterByPage;
  if (page) {
    if (page.fieldName !== 'products') {
      throw new DomainError('INVALID_INPUT', { reason: `Pages reference products only through 'products'.` }, 'filters.filterByPage.fieldName');
    }
    conditions.push({ vocabulary: vocabulary(page.pageType, 'filters.filterByPage.pageType'), slugs: [page.pageId] });
  }
  return conditions.filter((c) => !(c.vocabulary === 'CATEGORY' && c.slugs.includes(ALL_CATEGORIES_SLUG)));
}

export function normalizePaging(paging: { itemsPerPage?: number | null; pageNumber?: number | null } | null | undefined) {
  const itemsPerPage = Math.min(Math.max(paging?.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE, 1), MAX_ITEMS_PER_PAGE);
  const pageNumber = Math.max(paging?.pageNumber ?? 1, 1);
  return { itemsPerPage, pageNumber };
}

/** The query a list's filters name, without paging; search hits (best first) narrow and order it. */
async function productQuery(db: Database, scope: StoreScope, filters: ProductFilters | null | undefined): Promise<Omit<ProductQuery, 'limit' | 'offset'>> {
  const query: Omit<ProductQuery, 'limit' | 'offset'> = {
    storeId: scope.store.id,
    productTypes: filters?.filterByProductType ?? undefined,
    listTypes: filters?.filterByListType ?? undefined,
    taxonomy: taxonomyConditions(filters),
  };
  const text = filters?.searchText ?? '';
  if (text.length > MAX_LIST_SEARCH_TEXT) {
    throw new DomainError('INVALID_INPUT', { reason: `Search text can be at most ${MAX_LIST_SEARCH_TEXT} characters.` }, 'filters.searchText');
  }
  const words = searchWords(text);
  if (words.length > 0) {
    const { language } = scope;
    const hits = await searchDocuments(db, {
      storeId: scope.store.id,
      languageCode: language.languageCode,
      searchConfig: language.searchConfig,
      words,
      limit: MAX_LIST_SEARCH_HITS,
      groupType: 'PRODUCT',
    });
    query.productIds = hits.map((h) => h.entityId);
    query.orderByProductIds = true;
  }
  return query;
}

/** A query of the whole list: no filter narrows it (the list page as it opens, the hottest catalogue read). */
const isWholeList = (q: Omit<ProductQuery, 'limit' | 'offset'>) =>
  !q.productTypes?.length && !q.listTypes?.length && !q.taxonomy?.length && !q.redeemable && q.productIds === undefined;

async function productPage(
  db: Database,
  scope: StoreScope,
  query: Omit<ProductQuery, 'limit' | 'offset'>,
  limit: number,
  offset: number,
  load?: LoadOptions,
) {
  if (isWholeList(query)) {
    const page = await loaded.findProductPage(db, query.storeId, furtherLanguage(scope), limit, offset, load);
    return { items: toProducts(scope, page.products), total: page.total ?? (await repo.countProducts(db, query)) };
  }
  const { rows, total } = await repo.findProducts(db, { ...query, limit, offset });
  return { items: await hydrateProducts(db, scope, rows), total };
}

/** `load`: what the query shows besides the cards (categories), for the whole list's statement; all when unsaid. */
export async function listProducts(
  db: Database,
  scope: StoreScope,
  filters: ProductFilters | null | undefined,
  paging: Parameters<typeof normalizePaging>[0],
  load?: LoadOptions,
) {
  const { itemsPerPage, pageNumber } = normalizePaging(paging);
  const query = await productQuery(db, scope, filters);
  const { items, total } = await productPage(db, scope, query, itemsPerPage, (pageNumber - 1) * itemsPerPage, load);
  return {
    products: {
      items,
      pageInfo: { total, pageNumber, itemsPerPage, hasNextPage: pageNumber * itemsPerPage < total },
    },
  };
}

/** How many products the filters match: the filter dialog shows it before the shopper applies them. */
export async function countProducts(db: Database, scope: StoreScope, filters: ProductFilters | null | undefined) {
  return { count: await repo.countProducts(db, await productQuery(db, scope, filters)) };
}

export async function getProduct(db: Database, scope: StoreScope, slug: string, load?: LoadOptions) {
  const found = await loaded.findLoadedProductBySlug(db, scope.store.id, furtherLanguage(scope), slug, load);
  if (!found) throw new DomainError('NOT_FOUND', {}, 'slug');
  const [product] = toProducts(scope, [found]);
  return { product };
}

const termsOf = (db: Database, scope: StoreScope, vocabularyID: string) =>
  repo.findTerms(db, scope.store.id, vocabulary(vocabularyID, 'vocabularyID'), scope.language.languageCode);

export async function listTerms(db: Database, scope: StoreScope, vocabularyID: string) {
  const rows = await termsOf(db, scope, vocabularyID);
  return { terms: rows.map((t) => toTerm(scope.language.languageCode, t, t.productCount)) };
}

export async function getTerm(db: Database, scope: StoreScope, vocabularyID: string, slug: string) {
  const rows = await termsOf(db, scope, vocabularyID);
  const term = rows.find((t) => t.slug === slug);
  if (!term) throw new DomainError('NOT_FOUND', {}, 'slug');
  return { term: toTerm(scope.language.languageCode, term, term.productCount) };
}

export async function categoryMenu(db: Database, scope: StoreScope) {
  const categories = await repo.findTerms(db, scope.store.id, 'CATEGORY', scope.language.languageCode);
  const top = await repo.findTopLists(db, categories.map((c) => c.id), TOP_LIST_SIZE);
  const topIds = [...new Set(top.map((t) => t.productId))];
  const productRows = await localizeProducts(db, scope, await repo.findProductsByIds(db, scope.store.id, topIds));
  const byId = new Map(productRows.map((p) => [p.id, p]));
  const language = scope.language.languageCode;
  return {
    items: categories.map((category) => ({
      id: category.id,
      title: category.title,
      icon: category.icon,
      path: toTerm(language, category).path,
      topList: top
        .filter((t) => t.termId === category.id)
        .map((t) => byId.get(t.productId))
        .filter((p): p is ProductRow => p !== undefined)
        .map((p) => ({
          id: p.id,
          title: p.title,
          image: productImage(scope, p),
          path: toProduct(scope, p, []).path,
          backgroundColor: { color: p.backgroundColor, opacity: 1 },
          productType: p.productType,
          showShadow: p.showShadow,
        })),
    })),
  };
}
