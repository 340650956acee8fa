import { AppLink, Button } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { catalogueUiMessages } from '../messages';
import { ProductTiles, type ProductTilesProps } from '../product-tiles/product-tiles';
import styles from './product-listing-view.module.css';

export interface ProductListingViewProps extends Pick<ProductTilesProps, 'items' | 'lookAhead' | 'onItemClick' | 'itemRef' | 'priorityCount' | 'firstPosition'> {
  /** All products of the list, not only those shown. */
  total: number;
  /** "Show more" while the pages shown do not cover the total; omitted at the end of the list. */
  showMore?: { onShowMore: () => void; loading: boolean; failed: boolean };
  /** Real links to the neighbouring pages, for crawlers and browsers without JavaScript. */
  previousHref?: string;
  nextHref?: string;
  /** Where the empty state sends shoppers. */
  emptyHref: string;
}

/** A paged product grid with "Show more", the positions shown and page links; an empty list says so. */
export function ProductListingView({ items, total, showMore, previousHref, nextHref, emptyHref, firstPosition = 1, ...tiles }: ProductListingViewProps) {
  const messages = useMessages(catalogueUiMessages).listing;
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{messages.empty}</p>
        <AppLink href={emptyHref}>{messages.emptyLink}</AppLink>
      </div>
    );
  }
  const to = Math.min(firstPosition + items.length - 1, total);
  const shown = format(messages.shown, { count: total, from: firstPosition, to });
  return (
    <div className={styles.listing}>
      <ProductTiles items={items} headingLevel={2} firstPosition={firstPosition} {...tiles} />
      <div className={styles.more}>
        <p className={styles.count} aria-live="polite">
          {shown}
        </p>
        <progress className={styles.progress} value={to} max={total} aria-hidden="true" />
        {showMore?.failed && (
          <p className={styles.error} role="alert">
            {messages.loadFailed}
          </p>
        )}
        {showMore && (
          <Button variant="secondary" size="large" loading={showMore.loading} onClick={showMore.onShowMore}>
            {messages.showMore}
          </Button>
        )}
        {(previousHref || nextHref) && (
          <nav aria-label={messages.pages} className={styles.pages}>
            {previousHref && (
              <AppLink href={previousHref} rel="prev">
                {messages.previousPage}
              </AppLink>
            )}
            {nextHref && (
              <AppLink href={nextHref} rel="next">
                {messages.nextPage}
              </AppLink>
            )}
          </nav>
        )}
      </div>
    </div>
  );
}
