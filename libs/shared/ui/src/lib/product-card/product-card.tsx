import type { CSSProperties, MouseEvent } from 'react';
import type { MoneyValue } from '@giftshop/util-money';
import { AppLink } from '../app-link/app-link';
import { cx } from '../class-names';
import { Price } from '../price/price';
import { Hand } from './hand';
import styles from './product-card.module.css';

/** Intrinsic size of card art (3:2); the image reserves this shape before it loads. */
export const CARD_ART_WIDTH = 300;
export const CARD_ART_HEIGHT = 200;

export interface ProductCardProps {
  title: string;
  /** Site-relative path of the product page. */
  href: string;
  imageUrl: string;
  /** Empty when the art only repeats the title. */
  imageAlt: string;
  /** The product's own colour behind the art (product data, not a brand token). */
  backgroundColor?: string | null;
  fromPrice?: MoneyValue | null;
  showShadow?: boolean;
  showHand?: boolean;
  headingLevel?: 2 | 3;
  /** Above the fold: load eagerly with high fetch priority; otherwise lazily. */
  priority?: boolean;
  /** Analytics hook (product click); navigation still happens. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** 1-based position in its list, for analytics. */
  position?: number;
  className?: string;
}

/**
 * A product tile: the whole card is one link, named by its content (card art alt text, title, price), so the name
 * matches what speech input users read on it. Card art is usually decorative (empty alt).
 */
export function ProductCard(props: ProductCardProps) {
  const { title, href, imageUrl, imageAlt, backgroundColor, fromPrice, showShadow, showHand, headingLevel = 3, priority = false, onClick, position, className } = props;
  const Heading = `h${headingLevel}` as const;
  const style = backgroundColor ? ({ '--card-background': backgroundColor } as CSSProperties) : undefined;
  return (
    <AppLink
      href={href}
      className={cx(styles.card, className)}
      onClick={onClick}
      data-position={position}
    >
      <span className={cx(styles.art, showShadow && styles.shadow)} style={style}>
        <img
          className={styles.image}
          src={imageUrl}
          alt={imageAlt}
          width={CARD_ART_WIDTH}
          height={CARD_ART_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
        {showHand && <Hand className={styles.hand} />}
      </span>
      <Heading className={styles.title}>
        {title}
      </Heading>
      {/* Separates title and price in the visible text axe compares with the name ("Label in Name"). */}
      {fromPrice && ' '}
      {fromPrice && <Price className={styles.price} value={fromPrice} from wholeWhenRound />}
    </AppLink>
  );
}
