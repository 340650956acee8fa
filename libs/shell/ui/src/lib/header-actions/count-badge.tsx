import { Badge } from '@giftshop/shared-ui';
import styles from './header-actions.module.css';

/**
 * The number on the basket icon, shown above 0 (spec §2.5). It sits on the icon's corner, out of the flow, so its
 * late arrival (the cart loads in the browser) moves nothing. The link carries the count for screen readers.
 */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true" data-testid="count-badge">
      <Badge count={count} />
    </span>
  );
}
