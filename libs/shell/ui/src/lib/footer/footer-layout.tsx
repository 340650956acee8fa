import type { ReactNode } from 'react';
import styles from './footer.module.css';

export interface FooterLayoutProps {
  note?: ReactNode;
  columns?: ReactNode;
  /** The last column: social links and the store switcher. */
  aside?: ReactNode;
  /** Payment icons, trust marks and the footer logo. */
  marks?: ReactNode;
  legal: ReactNode;
}

export function FooterLayout({ note, columns, aside, marks, legal }: FooterLayoutProps) {
  return (
    <footer className={styles.footer}>
      {note && <div className={styles.noteBar}>{note}</div>}
      <div className={styles.inner}>
        <div className={styles.main}>
          {columns}
          {aside && <div className={styles.aside}>{aside}</div>}
        </div>
        {marks && <div className={styles.marksRow}>{marks}</div>}
        {legal}
      </div>
    </footer>
  );
}
