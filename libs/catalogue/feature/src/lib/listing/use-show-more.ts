import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchQuery, useGateway } from '@giftshop/shared-data-access';
import type { ProductCard_ProductFragment, ProductFiltersInput, ProductListing_ListFragment, UserDataInput } from '@giftshop/shared-graphql';
import { useBreakpoint } from '@giftshop/shared-ui';
import { appendUnique, hasMore, PRODUCTS_PER_PAGE } from '../listing';

export interface ShowMoreSource {
  userData: UserDataInput;
  filters: ProductFiltersInput | null;
  /** The list's URL at a page number: "Show more" writes it to the address bar. */
  pageHref: (page: number) => string;
}

interface Loaded {
  items: ProductCard_ProductFragment[];
  lastPage: number;
  total: number;
}

/**
 * "Show more" for a list whose first page came with the route: loads the next pages (public reads by GET, which
 * the browser's HTTP cache and the gateway's front cache can answer), appends them
 * without duplicates and puts the last page's number in the URL without a navigation, so no loader runs again.
 * On a small desktop the next page is fetched ahead and its first card fills the 17th slot the grid reserves.
 */
export function useShowMore(first: ProductListing_ListFragment, source: ShowMoreSource) {
  const gateway = useGateway();
  const { userData, filters, pageHref } = source;
  const [loaded, setLoaded] = useState<Loaded>({ items: [], lastPage: first.pageInfo.pageNumber, total: first.pageInfo.total });
  const [state, setState] = useState({ loading: false, failed: false });
  const [ahead, setAhead] = useState<ProductCard_ProductFragment[] | null>(null);
  const items = useMemo(() => appendUnique(first.items, loaded.items), [first.items, loaded.items]);
  const more = hasMore(loaded.lastPage, PRODUCTS_PER_PAGE, loaded.total);
  const smallDesktop = useBreakpoint() === 'smallDesktop';

  // The page fetched ahead is the one "Show more" appends next: asked for once.
  const fetchPage = useMemo(() => {
    const pages = new Map<number, Promise<ProductListing_ListFragment>>();
    const load = async (pageNumber: number) => {
      // The document loads with the first request for more, not with the page.
      const { MoreProductsQuery } = await import('./more-products.query');
      const data = await fetchQuery(gateway, MoreProductsQuery, { userData, filters, paging: { itemsPerPage: PRODUCTS_PER_PAGE, pageNumber } });
      const list = data.products.products;
      if (!list) throw new Error('products unavailable');
      return list;
    };
    return (pageNumber: number) => {
      let page = pages.get(pageNumber);
      if (!page) {
        page = load(pageNumber);
        pages.set(pageNumber, page);
        page.catch(() => pages.delete(pageNumber));
      }
      return page;
    };
  }, [gateway, userData, filters]);

  useEffect(() => {
    if (!smallDesktop || !more) return;
    let current = true;
    fetchPage(loaded.lastPage + 1).then(
      (list) => current && setAhead(list.items),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [smallDesktop, more, loaded.lastPage, fetchPage]);

  const showMore = useCallback(async () => {
    const page = loaded.lastPage + 1;
    setState({ loading: true, failed: false });
    try {
      const list = await fetchPage(page);
      setLoaded((previous) => ({ items: appendUnique(previous.items, list.items), lastPage: page, total: list.pageInfo.total }));
      setState({ loading: false, failed: false });
      window.history.replaceState(window.history.state, '', pageHref(page));
    } catch {
      setState({ loading: false, failed: true });
    }
  }, [loaded.lastPage, fetchPage, pageHref]);

  const lookAhead = more ? (ahead ? appendUnique(items, ahead).slice(items.length)[0] : undefined) : undefined;
  return { items, total: loaded.total, more, lastPage: loaded.lastPage, lookAhead, showMore, ...state };
}
