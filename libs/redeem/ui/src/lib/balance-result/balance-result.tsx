import { useEffect, useRef } from 'react';
import type { BalanceResult_GiftCardFragment } from '@giftshop/shared-graphql';
import { Button, Price } from '@giftshop/shared-ui';
import { useI18n, useMessages } from '@giftshop/util-i18n';
import { redeemUiMessages } from '../messages';
import { formatDate } from './format-date';
import styles from './balance-result.module.css';

export interface BalanceResultProps {
  giftCard: BalanceResult_GiftCardFragment;
  onCheckAnother: () => void;
  /** Moves focus to the heading when shown, so screen readers read the result after the check. */
  focusOnShow?: boolean;
  /** The redeem shop, offered when the check left a redeem token to spend the balance with. */
  spendHref?: string | null;
}

/** A checked card: masked number, balance, expiry date and status. */
export function BalanceResult({ giftCard, onCheckAnother, focusOnShow = false, spendHref }: BalanceResultProps) {
  const m = useMessages(redeemUiMessages).result;
  const { locale } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  return (
    <section className={styles.result} aria-labelledby="balance-result-heading">
      <h2 id="balance-result-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {m.heading}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.balance}>
          <dt>{m.balance}</dt>
          <dd>
            <Price value={giftCard.balance} />
          </dd>
        </div>
        <div>
          <dt>{m.cardNumber}</dt>
          <dd className={styles.number}>{giftCard.maskedNumber}</dd>
        </div>
        <div>
          <dt>{m.expiryDate}</dt>
          <dd>
            <time dateTime={giftCard.expiryDate}>{formatDate(giftCard.expiryDate, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{m.status}</dt>
          <dd>{m.statuses[giftCard.status]}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {spendHref && <Button href={spendHref}>{m.spend}</Button>}
        <Button variant="secondary" onClick={onCheckAnother}>
          {m.checkAnother}
        </Button>
      </div>
    </section>
  );
}
