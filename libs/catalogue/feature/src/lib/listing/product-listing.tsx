import { useMemo } from 'react';
import type { ProductListing_ListFragment } from '@giftshop/shared-graphql';
import { ProductListingView, type ProductTileData } from '@giftshop/catalogue-ui';
import { trackProductClick, useItemListTracking, type AnalyticsItem } from '@giftshop/util-analytics';
import { useBrand } from '@giftshop/util-brand';
import type { PathContext } from '@giftshop/util-i18n';
import { PRODUCTS_PER_PAGE } from '../listing';
import { productTile } from '../product-card-item';
import { useShowMore, type ShowMoreSource } from './use-show-more';

export interface ProductListingProps extends ShowMoreSource {
  list: ProductListing_ListFragment;
  /** Analytics list name. */
  listName: string;
  paths: PathContext;
  emptyHref: string;
}

export const analyticsItem = (tile: ProductTileData, position: number): AnalyticsItem => ({
  item_id: tile.id,
  item_name: tile.title,
  index: position,
  ...(tile.fromPrice ? { price: tile.fromPrice.minorUnits / 100, currency: tile.fromPrice.currency } : {}),
});

/** A route's product list with "Show more", view tracking and product click events. */
export function ProductListing({ list, listName, paths, emptyHref, ...source }: ProductListingProps) {
  const { items, total, more, lastPage, lookAhead, showMore, loading, failed } = useShowMore(list, source);
  const firstPage = list.pageInfo.pageNumber;
  // Positions continue across pages: the first card of page 3 is number 33.
  const firstPosition = (firstPage - 1) * PRODUCTS_PER_PAGE + 1;
  const hands = useBrand().toggle('handVariants');
  const tiles = useMemo(() => items.map((item) => productTile(item, paths, true, hands)), [items, paths, hands]);
  const aheadTile = useMemo(() => (lookAhead ? productTile(lookAhead, paths, true, hands) : null), [lookAhead, paths, hands]);
  const tracked = useMemo(
    () => [...tiles, ...(aheadTile ? [aheadTile] : [])].map((tile, index) => analyticsItem(tile, firstPosition + index)),
    [tiles, aheadTile, firstPosition],
  );
  const itemRef = useItemListTracking(listName, tracked);

  return (
    <ProductListingView
      items={tiles}
      total={total}
      firstPosition={firstPosition}
      priorityCount={4}
      lookAhead={more ? (aheadTile ?? 'pending') : null}
      itemRef={itemRef}
      onItemClick={(tile, position) => trackProductClick(listName, analyticsItem(tile, position))}
      showMore={more ? { onShowMore: () => void showMore(), loading, failed } : undefined}
      previousHref={firstPage > 1 ? source.pageHref(firstPage - 1) : undefined}
      nextHref={more ? source.pageHref(lastPage + 1) : undefined}
      emptyHref={emptyHref}
    />
  );
}
