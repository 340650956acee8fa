import { AppLink } from '@giftshop/shared-ui';
import { imageLoading } from '../image-loading';
import type { PromoImage } from '../promo-card/promo-card';
import styles from './featured-block.module.css';

export interface FeaturedBlockProps {
  title: string;
  text: string;
  href: string;
  image: PromoImage;
  headingLevel?: 2 | 3;
}

/** The brand's featured block (brand data): usually the way to the Choice card. The whole block is one link. */
export function FeaturedBlock({ title, text, href, image, headingLevel = 2 }: FeaturedBlockProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <aside className={styles.block}>
      <img className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} {...imageLoading(false)} />
      <div className={styles.text}>
        <Heading className={styles.title}>
          <AppLink href={href} className={styles.link}>
            {title}
          </AppLink>
        </Heading>
        <p className={styles.body}>{text}</p>
      </div>
    </aside>
  );
}
