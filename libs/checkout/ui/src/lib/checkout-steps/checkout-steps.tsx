import { VisuallyHidden } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { cx } from '../class-names';
import { checkoutUiMessages } from '../messages';
import styles from './checkout-steps.module.css';

export const CHECKOUT_STEPS = ['details', 'shipping', 'payment', 'success'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface CheckoutStepsProps {
  current: CheckoutStep;
  /** Going back to a completed step; without it completed steps are plain text. */
  onSelect?: (step: CheckoutStep) => void;
}

/** The step indicator of the checkout (spec §2.1): Your details, Shipping, Payment, Success. */
export function CheckoutSteps({ current, onSelect }: CheckoutStepsProps) {
  const messages = useMessages(checkoutUiMessages).steps;
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={messages.label} className={styles.nav}>
      <ol className={styles.steps}>
        {CHECKOUT_STEPS.map((step, index) => {
          const done = index < currentIndex;
          const label = (
            <>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.label}>{messages[step]}</span>
              {done && <VisuallyHidden> ({messages.completed})</VisuallyHidden>}
            </>
          );
          const canGoBack = done && onSelect && current !== 'success';
          return (
            <li key={step} className={cx(styles.step, done && styles.done, index === currentIndex && styles.current)} aria-current={index === currentIndex ? 'step' : undefined}>
              {canGoBack ? (
                <button type="button" className={styles.button} onClick={() => onSelect(step)}>
                  {label}
                </button>
              ) : (
                <span className={styles.text}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
