import { Children, type ReactNode } from 'react';
import { cx } from '../class-names';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  /** Product cards; each becomes a list item. */
  children: ReactNode;
  /** Columns on large desktops (≥ 1280 px). */
  largeColumns?: 4 | 5;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/** A responsive list of product cards: 2 columns on mobile, 3 on tablet, 4 on small desktop, 4 or 5 on large. */
export function ProductGrid({ children, largeColumns = 4, className, ...aria }: ProductGridProps) {
  return (
    <ul className={cx(styles.grid, largeColumns === 5 && styles.five, className)} {...aria}>
      {Children.map(children, (child) => (child === null || child === undefined || child === false ? null : <li>{child}</li>))}
    </ul>
  );
}
