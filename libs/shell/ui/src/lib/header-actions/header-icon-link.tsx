import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CountBadge } from './count-badge';
import styles from './header-actions.module.css';

export interface HeaderIconLinkProps {
  href: string;
  icon: ReactNode;
  label: string;
  /** Shows the label under the icon (toggle navigationIconText); otherwise it is for screen readers only. */
  showLabel?: boolean;
  /** A count badge on the icon, e.g. items in the basket. */
  count?: number;
  /** How the count reads out, e.g. "3 items". */
  countLabel?: string;
}

export function HeaderIconLink({ href, icon, label, showLabel = false, count = 0, countLabel }: HeaderIconLinkProps) {
  return (
    // The name starts with the visible label (WCAG 2.5.3) and adds the count the badge shows.
    <Link to={href} className={styles.iconLink} aria-label={count > 0 && countLabel ? `${label}, ${countLabel}` : undefined}>
      <span className={styles.icon}>
        {icon}
        <CountBadge count={count} />
      </span>
      <span className={showLabel ? styles.label : styles.hiddenLabel}>
        {label}
      </span>
    </Link>
  );
}
