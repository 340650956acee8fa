import { useMessages } from '@giftshop/util-i18n';
import { cx } from '../class-names';
import { uiMessages } from '../messages';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './spinner.module.css';

export type SpinnerSize = 'small' | 'medium' | 'large';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced text; defaults to the catalogue's "Loading". */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'medium', label, className }: SpinnerProps) {
  const messages = useMessages(uiMessages);
  return (
    <span role="status" className={cx(styles.spinner, styles[size], className)}>
      <span className={styles.circle} aria-hidden="true" />
      <VisuallyHidden>{label ?? messages.loading}</VisuallyHidden>
    </span>
  );
}
