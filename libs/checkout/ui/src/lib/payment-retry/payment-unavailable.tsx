import { useId } from 'react';
import { AppLink } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { checkoutUiMessages } from '../messages';
import styles from './payment-retry.module.css';

export interface PaymentUnavailableProps {
  /** Where the shopper goes on: the basket, or the balance check for an order bought with a card balance. */
  backHref: string;
  /** A redeem order: its balance went back to the cards, and the way on is the balance check. */
  redeem?: boolean;
  /** Why, when the gateway said (e.g. the retry limit); the catalogue's text otherwise. */
  reason?: string | null;
}

/** An unpaid order that cannot be paid here (retry switched off, cancelled, too many attempts). */
export function PaymentUnavailable({ backHref, redeem = false, reason }: PaymentUnavailableProps) {
  const m = useMessages(checkoutUiMessages).retry;
  const headingId = useId();
  return (
    <section className={styles.unavailable} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {m.unavailableHeading}
      </h2>
      <p className={styles.text}>{reason || (redeem ? m.redeemUnavailable : m.unavailable)}</p>
      <AppLink href={backHref} className={styles.link}>
        {redeem ? m.toBalanceCheck : m.toBasket}
      </AppLink>
    </section>
  );
}
