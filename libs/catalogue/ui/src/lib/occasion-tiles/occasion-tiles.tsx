import { AppLink } from '@giftshop/shared-ui';
import { readableTextColor } from '../readable-color';
import styles from './occasion-tiles.module.css';

export interface OccasionTileData {
  id: string;
  title: string;
  href: string;
  description?: string;
  backgroundColor?: string;
}

export interface OccasionTilesProps {
  items: OccasionTileData[];
  headingLevel: 2 | 3;
  /** Also show each occasion's description (the occasions overview). */
  withDescriptions?: boolean;
}

const FALLBACK_COLOUR = '#f5f3ef';

/** Giving moments as coloured tiles, each one link named by its title. */
export function OccasionTiles({ items, headingLevel, withDescriptions }: OccasionTilesProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={withDescriptions ? `${styles.tiles} ${styles.large}` : styles.tiles}>
      {items.map((item) => {
        const background = item.backgroundColor ?? FALLBACK_COLOUR;
        return (
          <li key={item.id} className={styles.tile} style={{ backgroundColor: background, color: readableTextColor(background) }}>
            <Heading className={styles.title}>
              <AppLink href={item.href} className={styles.link}>
                {item.title}
              </AppLink>
            </Heading>
            {withDescriptions && item.description && <p className={styles.description}>{item.description}</p>}
          </li>
        );
      })}
    </ul>
  );
}
