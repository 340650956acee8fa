import { AppLink, uiMessages } from '@giftshop/shared-ui';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { formatMoney, type MoneyValue } from '@giftshop/util-money';
import { CARD_ART, imageLoading } from '../image-loading';
import styles from './product-tile.module.css';

export interface ProductTileProps {
  title: string;
  href: string;
  imageUrl: string;
  imageAlt: string;
  backgroundColor?: string;
  fromPrice?: MoneyValue;
  showShadow?: boolean;
  showHand?: boolean;
  headingLevel?: 2 | 3;
  priority?: boolean;
  onClick?: () => void;
  position?: number;
}

/**
 * A product card: card art, title (the one link, covering the card) and the lowest price. Stands in for the design
 * system's ProductCard until shared-ui has it.
 */
export function ProductTile({ title, href, imageUrl, backgroundColor, fromPrice, showShadow, headingLevel = 3, priority, onClick }: ProductTileProps) {
  const { locale } = useI18n();
  const messages = useMessages(uiMessages);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.art} style={backgroundColor ? { backgroundColor } : undefined}>
        <img className={showShadow ? `${styles.image} ${styles.shadow}` : styles.image} src={imageUrl} alt="" width={CARD_ART.width} height={CARD_ART.height} {...imageLoading(priority)} />
      </div>
      <Heading className={styles.title}>
        <AppLink href={href} className={styles.link} onClick={onClick}>
          {title}
        </AppLink>
      </Heading>
      {fromPrice && <p className={styles.price}>{format(messages.fromPrice, { price: formatMoney(fromPrice, locale, { wholeWhenRound: true }) })}</p>}
    </article>
  );
}
