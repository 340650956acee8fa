import type { ComponentProps } from 'react';
import styles from './visually-hidden.module.css';

/** Text for assistive technology only; stays in the accessibility tree. */
export function VisuallyHidden({ className, ...props }: ComponentProps<'span'>) {
  return <span className={className ? `${styles.hidden} ${className}` : styles.hidden} {...props} />;
}
