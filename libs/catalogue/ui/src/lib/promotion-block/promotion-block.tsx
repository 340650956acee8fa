import { AppLink } from '@giftshop/shared-ui';
import { imageLoading } from '../image-loading';
import type { PromoImage } from '../promo-card/promo-card';
import styles from './promotion-block.module.css';

export interface PromotionBlockProps {
  title: string;
  text: string;
  linkLabel: string;
  href: string;
  image: PromoImage;
}

/** The brand's promotion banner (brand data, spec pdpPromotionBlock): a campaign's picture, words and link. */
export function PromotionBlock({ title, text, linkLabel, href, image }: PromotionBlockProps) {
  return (
    <aside className={styles.block} aria-labelledby="promotion-title">
      <img className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} {...imageLoading(false)} />
      <div className={styles.text}>
        <h2 className={styles.title} id="promotion-title">
          {title}
        </h2>
        <p className={styles.body}>{text}</p>
        <AppLink href={href} className={styles.link}>
          {linkLabel}
        </AppLink>
      </div>
    </aside>
  );
}
