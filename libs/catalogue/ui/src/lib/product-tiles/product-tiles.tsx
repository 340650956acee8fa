import { ProductCard } from '@giftshop/shared-ui';
import type { MoneyValue } from '@giftshop/util-money';
import { cx } from '../class-names';
import styles from './product-tiles.module.css';

export interface ProductTileData {
  id: string;
  title: string;
  href: string;
  imageUrl: string;
  /** Empty when the art only repeats the title. */
  imageAlt: string;
  backgroundColor?: string;
  showShadow?: boolean;
  showHand?: boolean;
  fromPrice?: MoneyValue;
}

export interface ProductTilesProps {
  items: ProductTileData[];
  headingLevel?: 2 | 3;
  /** 'grid' wraps into rows; 'row' scrolls sideways on small screens and wraps from small desktop up. */
  layout?: 'grid' | 'row';
  /** The first cards are above the fold: their images load eagerly with high priority. */
  priorityCount?: number;
  /** Ids moved to the front on a large desktop (CSS order; the markup keeps the small-screen order). */
  leadOnLargeDesktop?: string[];
  /** A slot after the last card, shown on small desktops only (the 17th card); 'pending' keeps its space. */
  lookAhead?: ProductTileData | 'pending' | null;
  /** The list position of the first item: pages after the first continue the count. */
  firstPosition?: number;
  onItemClick?: (item: ProductTileData, position: number) => void;
  /** Ref callback for each card's list item (view tracking); items carry data-item-id. */
  itemRef?: (element: HTMLElement | null) => void;
}

/** A list of product cards. Positions (analytics) start at 1 on the list's first page. */
export function ProductTiles(props: ProductTilesProps) {
  const { items, headingLevel = 3, layout = 'grid', priorityCount = 0, leadOnLargeDesktop = [], lookAhead, firstPosition = 1, onItemClick, itemRef } = props;
  const renderCard = (item: ProductTileData, position: number) => (
    <ProductCard
      title={item.title}
      href={item.href}
      imageUrl={item.imageUrl}
      imageAlt={item.imageAlt}
      backgroundColor={item.backgroundColor}
      fromPrice={item.fromPrice}
      showShadow={item.showShadow}
      showHand={item.showHand}
      headingLevel={headingLevel}
      priority={position - firstPosition < priorityCount}
      position={position}
      onClick={onItemClick ? () => onItemClick(item, position) : undefined}
    />
  );
  return (
    <ul className={cx(styles.tiles, layout === 'row' ? styles.row : styles.grid)}>
      {items.map((item, index) => (
        <li key={item.id} ref={itemRef} data-item-id={item.id} className={cx(styles.tile, leadOnLargeDesktop.includes(item.id) && styles.lead)}>
          {renderCard(item, firstPosition + index)}
        </li>
      ))}
      {lookAhead === 'pending' && <li className={cx(styles.tile, styles.lookAhead, styles.placeholder)} aria-hidden="true" />}
      {lookAhead && lookAhead !== 'pending' && (
        <li ref={itemRef} data-item-id={lookAhead.id} className={cx(styles.tile, styles.lookAhead)}>
          {renderCard(lookAhead, firstPosition + items.length)}
        </li>
      )}
    </ul>
  );
}
