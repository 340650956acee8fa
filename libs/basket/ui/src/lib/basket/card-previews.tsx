import type { CSSProperties } from 'react';
import { cx } from '../class-names';
import type { CardPreviewData } from './basket-data';
import styles from './basket.module.css';

/** A basket line's fan stays this narrow, so its text keeps room on a phone; the lines say how many cards there are. */
export const SMALL_FAN_MAX = 3;

/** The art of the cards in a package, overlapping like a small fan when there are several. */
export function CardPreviews({ previews, size = 'small' }: { previews: CardPreviewData[]; size?: 'small' | 'large' }) {
  const shown = size === 'small' ? previews.slice(0, SMALL_FAN_MAX) : previews;
  return (
    <ul className={cx(styles.previews, size === 'large' && styles.previewsLarge)}>
      {shown.map((preview, index) => (
        <li key={index} className={styles.preview} style={{ '--card-background': preview.color ?? 'transparent' } as CSSProperties}>
          <img src={preview.imageUrl} alt={preview.imageAlt || preview.label} width={size === 'large' ? 300 : 120} height={size === 'large' ? 200 : 80} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
