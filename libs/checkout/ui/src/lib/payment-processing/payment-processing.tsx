import { Button, Spinner } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { checkoutUiMessages } from '../messages';
import styles from './payment-processing.module.css';

export interface PaymentProcessingProps {
  /** The provider awaits confirmation in the shopper's banking app (payment status PENDING). */
  awaitingApp: boolean;
  /** Polling stopped without an answer; the shopper may ask again. */
  timedOut: boolean;
  onCheckAgain: () => void;
}

/** The wait after an external payment (spec §4): "confirm the payment in your phone app" until the status is known. */
export function PaymentProcessing({ awaitingApp, timedOut, onCheckAgain }: PaymentProcessingProps) {
  const m = useMessages(checkoutUiMessages).processing;
  if (timedOut) {
    return (
      <div className={styles.box}>
        <p role="status" className={styles.text}>
          {m.timedOut}
        </p>
        <Button variant="secondary" onClick={onCheckAgain}>
          {m.checkAgain}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.box}>
      <Spinner size="large" label={awaitingApp ? m.confirmInApp : m.waiting} />
      <p className={styles.text} aria-hidden="true">
        {awaitingApp ? m.confirmInApp : m.waiting}
      </p>
    </div>
  );
}
