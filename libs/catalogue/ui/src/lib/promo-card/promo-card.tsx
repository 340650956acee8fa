import { AppLink } from '@giftshop/shared-ui';
import { imageLoading } from '../image-loading';
import { readableTextColor } from '../readable-color';
import styles from './promo-card.module.css';

export interface PromoImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface PromoCardProps {
  title: string;
  description: string;
  href: string;
  backgroundColor: string;
  image?: PromoImage;
  showShadow?: boolean;
  headingLevel: 1 | 2 | 3;
  /** 'hero' spans the page at the top; 'tile' sits in a row of featured blocks. */
  size?: 'hero' | 'tile';
  /** Above the fold: the image loads eagerly with high priority. */
  priority?: boolean;
}

/** An editorial block: the whole card is one link, named by its title. */
export function PromoCard({ title, description, href, backgroundColor, image, showShadow, headingLevel, size = 'tile', priority }: PromoCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`${styles.card} ${styles[size]}`} style={{ backgroundColor, color: readableTextColor(backgroundColor) }}>
      <div className={styles.text}>
        <Heading className={styles.title}>
          <AppLink href={href} className={styles.link}>
            {title}
          </AppLink>
        </Heading>
        <p className={styles.description}>{description}</p>
      </div>
      {image && (
        <img
          className={showShadow ? `${styles.image} ${styles.shadow}` : styles.image}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          {...imageLoading(priority)}
        />
      )}
    </article>
  );
}
