/** Products per page (spec §9): 16, or 17 on a small desktop (1024–1279 px). */
export const PRODUCTS_PER_PAGE = 16;
export const PRODUCTS_PER_PAGE_SMALL_DESKTOP = 17;

/** "Show more" stays while the pages shown do not cover the total (spec §4). */
export const hasMore = (pageNumber: number, itemsPerPage: number, total: number) => pageNumber * itemsPerPage < total;

/** Appends a page to the list, keeping the first occurrence of every id (pages can shift while a shopper reads). */
export function appendUnique<T extends { id: string | number }>(list: T[], page: T[]): T[] {
  const seen = new Set(list.map((item) => String(item.id)));
  return [...list, ...page.filter((item) => !seen.has(String(item.id)) && seen.add(String(item.id)))];
}

/**
 * "Most chosen" with at most two top products mixed in (spec §1, §9): on a large desktop both go in front;
 * otherwise one goes first and one last. Products already in the list are not repeated.
 */
export function mixTopProducts<T extends { id: string | number }>(mostChosen: T[], topProducts: T[], largeDesktop: boolean): T[] {
  const ids = new Set(mostChosen.map((p) => String(p.id)));
  const [first, second] = topProducts.filter((p) => !ids.has(String(p.id))).slice(0, 2);
  if (!first) return mostChosen;
  if (largeDesktop) return [first, ...(second ? [second] : []), ...mostChosen];
  return [first, ...mostChosen, ...(second ? [second] : [])];
}

/** Analytics list names: the same in every language, so reports compare across stores. */
export const LIST_NAMES = {
  productList: 'Product list',
  search: 'Search results',
  mostChosen: 'Home: most chosen',
  category: (slug: string) => `Category: ${slug}`,
  occasion: (slug: string) => `Occasion: ${slug}`,
};
