import { pageNumber, requestedPage } from '@giftshop/util-i18n';
import type { ProductFiltersInput } from '@giftshop/shared-graphql';
import { PRODUCTS_PER_PAGE } from './listing';
import { readListFilters, toProductFilters } from './listing/list-filters';
import type { PageInput } from './page-input';
import { base, isListPageSegment, lastSegment } from './product/product-variables';

/** The category slug the gateway reads as every product, no category filter (/category/all-gift-cards/). */
export const ALL_GIFT_CARDS = 'all-gift-cards';

/**
 * The list page a URL asks for: `/gift-cards/{n}/` (which the product route hands over as `product`),
 * `/category/{url}/{n}/`, or `?page=n`. Anything non-numeric is page 1 (spec §5).
 */
export function listPageNumber(input: PageInput): number {
  return pageNumber(pageValue(input));
}

/** The list page a URL asks for, or null for digits that name no page (`/gift-cards/0/`): a 404, not page 1. */
export const listPageRequested = (input: PageInput): number | null => requestedPage(pageValue(input));

function pageValue(input: PageInput): string | null {
  const { page, product } = input.params;
  const segment = page ?? (isListPageSegment(product) ? product : undefined);
  return segment ?? input.search.get('page');
}

const paging = (input: PageInput) => ({ itemsPerPage: PRODUCTS_PER_PAGE, pageNumber: listPageNumber(input) });

export const homeVariables = (input: PageInput) => base(input);

export const occasionsVariables = (input: PageInput) => base(input);

/** The filters of /gift-cards/: search text, categories and types from the URL (null without any). */
export const productListFilters = (input: PageInput) => readListFilters(input.search, { search: true });

export const productListVariables = (input: PageInput) => ({
  ...base(input),
  filters: toProductFilters(productListFilters(input)),
  paging: paging(input),
});

/** The language's segment of every gift card (`alle-cadeaubonnen`), which the category route may match. */
export const allGiftCardsSegment = (input: Pick<PageInput, 'paths'>) => lastSegment(input.paths.language, 'categoryAll');

/** The category of the URL; the language's all-gift-cards segment is every product. */
export function categorySlug(input: PageInput) {
  const url = input.params['url'];
  return url === undefined || url === allGiftCardsSegment(input) ? ALL_GIFT_CARDS : url;
}

/** The filters of a category page: categories (besides the page's own) and types from the URL; no search text. */
export const categoryListFilters = (input: PageInput) => readListFilters(input.search, { search: false });

export function categoryVariables(input: PageInput) {
  const slug = categorySlug(input);
  const page: ProductFiltersInput = { filterByTaxonomy: [{ vocabularyID: 'CATEGORY', terms: [slug] }] };
  const filters = toProductFilters(categoryListFilters(input), page) ?? page;
  return { ...base(input), slug, all: slug === ALL_GIFT_CARDS, filters, paging: paging(input) };
}

export function occasionVariables(input: PageInput) {
  const slug = input.params['product'] ?? '';
  const filters: ProductFiltersInput = { filterByTaxonomy: [{ vocabularyID: 'OCCASION', terms: [slug] }] };
  return { ...base(input), slug, filters, paging: paging(input) };
}
