import { useMessages } from '@giftshop/util-i18n';
import { checkoutUiMessages } from '../messages';
import styles from './payment-retry.module.css';

export interface PaymentRetryNoticeProps {
  /** The payment status that brought the shopper back, from the URL's error parameter. */
  status: string;
}

/** Why the shopper is back at the checkout after the payment page, and that the order waits to be paid. */
export function PaymentRetryNotice({ status }: PaymentRetryNoticeProps) {
  const m = useMessages(checkoutUiMessages).retry;
  const key = status.toUpperCase();
  const reason = key === 'CANCELED' || key === 'FAILED' || key === 'EXPIRED' ? m.reasons[key] : m.reasons.other;
  return (
    <p className={styles.notice} role="alert">
      {reason}
    </p>
  );
}
