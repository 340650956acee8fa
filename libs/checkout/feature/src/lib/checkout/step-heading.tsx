import { useEffect, useRef } from 'react';
import styles from '../page-layout.module.css';

/** A step's heading; it takes focus when the shopper moved to the step, so screen readers start there. */
export function StepHeading({ children, focus }: { children: string; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Only when the step appears.
    if (focus) ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className={styles.stepHeading}>
      {children}
    </h2>
  );
}
