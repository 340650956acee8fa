import type { ReactNode } from 'react';
import styles from './header-bar.module.css';

export type HeaderVariant = 1 | 2 | 3;

export interface HeaderBarProps {
  /** Layout of the brand's header version (spec §2.5, toggle headerVersion). */
  variant: HeaderVariant;
  topBar?: ReactNode;
  logo: ReactNode;
  /** The main navigation: the menu button and its panel. */
  navigation: ReactNode;
  search: ReactNode;
  actions: ReactNode;
  /** The brand's header decoration, a 30 px strip under the bar. */
  decoration?: { src: string; width: number; height: number } | null;
}

/** The page header's layout: an 80 px bar, plus 30 px when the brand has a header decoration. */
export function HeaderBar({ variant, topBar, logo, navigation, search, actions, decoration }: HeaderBarProps) {
  return (
    <header className={`${styles.header} ${styles[`v${variant}`]}`} data-variant={variant}>
      {topBar}
      <div className={styles.bar}>
        {/* The logo comes first in reading and focus order; the grid places the menu before it on phones. */}
        <div className={styles.logo}>{logo}</div>
        <div className={styles.navigation}>{navigation}</div>
        <div className={styles.search}>{search}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
      {decoration && <img className={styles.decoration} src={decoration.src} width={decoration.width} height={decoration.height} alt="" />}
    </header>
  );
}
