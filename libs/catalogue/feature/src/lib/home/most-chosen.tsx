import { useId, useMemo } from 'react';
import type { HomePageQuery } from '@giftshop/shared-graphql';
import { ProductTiles } from '@giftshop/catalogue-ui';
import { Button } from '@giftshop/shared-ui';
import { trackProductClick, useItemListTracking } from '@giftshop/util-analytics';
import { useBrand } from '@giftshop/util-brand';
import { format, routePath, useMessages, type PathContext } from '@giftshop/util-i18n';
import { LIST_NAMES, mixTopProducts } from '../listing';
import { analyticsItem } from '../listing/product-listing';
import { catalogueMessages } from '../messages';
import { productTile, topListTile } from '../product-card-item';
import styles from '../page-layout.module.css';

export interface MostChosenProps {
  data: Pick<HomePageQuery, 'mostChosen' | 'categoryMenu'>;
  paths: PathContext;
}

/**
 * "Most chosen" (spec §1, §9): the best sellers with at most two top products of the first category mixed in.
 * The markup has one first and one last (mobile to small desktop); on a large desktop CSS moves both to the front,
 * so no breakpoint is needed while rendering and the server's markup fits every screen.
 */
export function MostChosen({ data, paths }: MostChosenProps) {
  const messages = useMessages(catalogueMessages).home;
  const { config, toggle } = useBrand();
  const hands = toggle('handVariants');
  const headingId = useId();
  const { tiles, leads } = useMemo(() => {
    // Cards without prices: the category menu's top lists carry none, and one rail shows one kind of card.
    const chosen = (data.mostChosen.blocks ?? []).flatMap((block) => (block.product ? [productTile(block.product, paths, false, hands)] : []));
    const top = (data.categoryMenu.items?.[0]?.topList ?? []).map((item) => topListTile(item, paths));
    const mixed = mixTopProducts(chosen, top, false);
    const chosenIds = new Set(chosen.map((tile) => tile.id));
    return { tiles: mixed, leads: mixed.filter((tile) => !chosenIds.has(tile.id)).map((tile) => tile.id) };
  }, [data, paths, hands]);
  const tracked = useMemo(() => tiles.map((tile, index) => analyticsItem(tile, index + 1)), [tiles]);
  const itemRef = useItemListTracking(LIST_NAMES.mostChosen, tracked);
  if (tiles.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {messages.mostChosen}
      </h2>
      <ProductTiles
        items={tiles}
        layout="row"
        leadOnLargeDesktop={leads}
        itemRef={itemRef}
        onItemClick={(tile, position) => trackProductClick(LIST_NAMES.mostChosen, analyticsItem(tile, position))}
      />
      <Button href={routePath('productList', {}, paths)} variant="secondary" size="large" className={styles.center}>
        {format(messages.viewAll, { claim: config.catalogueClaim })}
      </Button>
    </section>
  );
}
