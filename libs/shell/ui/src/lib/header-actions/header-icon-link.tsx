import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VisuallyHidden } from '@giftshop/shared-ui';
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
    // Named by its content: the visible label, then the count the (aria-hidden) badge shows. An aria-label would not
    // contain the badge's digits in their visible order (WCAG 2.5.3, axe label-content-name-mismatch).
    <Link to={href} className={styles.iconLink}>
      <span className={styles.icon}>
        {icon}
        <CountBadge count={count} />
      </span>
      <span className={showLabel ? styles.label : styles.hiddenLabel}>
        {label}
        {count > 0 && countLabel && <VisuallyHidden>, {countLabel}</VisuallyHidden>}
      </span>
    </Link>
  );
}
