import { cx } from '../class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './badge.module.css';

export interface BadgeProps {
  count: number;
  /** Shown as "{max}+" above this. */
  max?: number;
  /** Read after the count by screen readers, e.g. "items in your basket". */
  label?: string;
  className?: string;
}

/** A count badge (spec §2.5: the basket count shows when above 0). */
export function Badge({ count, max = 99, label, className }: BadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={cx(styles.badge, className)}>
      {count > max ? `${max}+` : count}
      {label && <VisuallyHidden> {label}</VisuallyHidden>}
    </span>
  );
}
