import { useId } from 'react';
import { AppLink } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { checkoutUiMessages } from '../messages';
import styles from './payment-retry.module.css';

export interface PaymentUnavailableProps {
  basketHref: string;
  /** Why, when the gateway said (e.g. the retry limit); the catalogue's text otherwise. */
  reason?: string | null;
}

/** An unpaid order that cannot be paid here (retry switched off, cancelled, too many attempts). */
export function PaymentUnavailable({ basketHref, reason }: PaymentUnavailableProps) {
  const m = useMessages(checkoutUiMessages).retry;
  const headingId = useId();
  return (
    <section className={styles.unavailable} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {m.unavailableHeading}
      </h2>
      <p className={styles.text}>{reason || m.unavailable}</p>
      <AppLink href={basketHref} className={styles.link}>
        {m.toBasket}
      </AppLink>
    </section>
  );
}
