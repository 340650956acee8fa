import { useState, type CSSProperties, type ReactNode } from 'react';
import { useMessages } from '@giftshop/util-i18n';
import { NOT_DESKTOP, REDUCED_MOTION, useMediaQuery } from '../hooks/use-media-query';
import { shellUiMessages } from '../messages';
import { useRotator } from './use-rotator';
import styles from './top-bar.module.css';

export interface TopBarProps {
  /** The selling points (spec §2.5: three). */
  items: readonly string[];
  /** Shown at the end of the bar on desktop, e.g. the balance check link. */
  aside?: ReactNode;
}

/**
 * The selling points above the header. Up to 1023 px they take turns on one line, sliding up every 3 s; on desktop
 * all show side by side. Rotation pauses while hovered or focused and stays off for reduced motion.
 */
export function TopBar({ items, aside }: TopBarProps) {
  const messages = useMessages(shellUiMessages);
  const narrow = useMediaQuery(NOT_DESKTOP);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [paused, setPaused] = useState(false);
  const rotating = narrow && !reducedMotion && items.length > 1;
  const { index, animated } = useRotator(items.length, { enabled: rotating, paused });

  return (
    <div className={styles.topBar}>
      <div
        className={styles.viewport}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <ul
          className={animated ? `${styles.track} ${styles.animated}` : styles.track}
          style={{ '--rotation-index': index } as CSSProperties}
          aria-label={messages.sellingPoints}
          data-rotation-index={index}
        >
          {items.map((item) => (
            <li key={item} className={styles.item}>
              <CheckMark />
              {item}
            </li>
          ))}
          {rotating && (
            <li className={`${styles.item} ${styles.copy}`} aria-hidden="true">
              <CheckMark />
              {items[0]}
            </li>
          )}
        </ul>
      </div>
      {aside && <div className={styles.aside}>{aside}</div>}
    </div>
  );
}

function CheckMark() {
  return (
    <svg className={styles.check} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
