import { useId } from 'react';
import { AppLink } from '@giftshop/shared-ui';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { formatMoney, type MoneyValue } from '@giftshop/util-money';
import { checkoutUiMessages } from '../messages';
import styles from './payment-retry.module.css';

export interface BalanceRestoredProps {
  /** The cards that paid the cancelled order, with their balance now. */
  cards: readonly { maskedNumber: string; balance: MoneyValue }[];
  /** Where the shopper was going when they left; null when nowhere in particular. */
  continueHref: string | null;
  balanceCheckHref: string;
}

/** A redeem order the shopper left and cancelled: the balance is back on the cards, announced as a status. */
export function BalanceRestored({ cards, continueHref, balanceCheckHref }: BalanceRestoredProps) {
  const m = useMessages(checkoutUiMessages).retry;
  const { locale } = useI18n();
  const headingId = useId();
  return (
    <section className={styles.unavailable} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {m.cancelledHeading}
      </h2>
      <div role="status" className={styles.text}>
        <p className={styles.text}>{m.balanceRestored}</p>
        <ul>
          {cards.map((card) => (
            <li key={card.maskedNumber}>{format(m.cardBalance, { card: card.maskedNumber, balance: formatMoney(card.balance, locale) })}</li>
          ))}
        </ul>
      </div>
      <div className={styles.actions}>
        {continueHref && (
          <AppLink href={continueHref} className={styles.link}>
            {m.continue}
          </AppLink>
        )}
        <AppLink href={balanceCheckHref} className={styles.link}>
          {m.toBalanceCheck}
        </AppLink>
      </div>
    </section>
  );
}
