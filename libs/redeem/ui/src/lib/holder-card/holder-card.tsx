import type { HolderCard_SessionFragment } from '@giftshop/shared-graphql';
import { Price } from '@giftshop/shared-ui';
import { useI18n, useMessages } from '@giftshop/util-i18n';
import { formatDate } from '../balance-result/format-date';
import { redeemUiMessages } from '../messages';
import styles from './holder-card.module.css';

export interface HolderCardProps {
  session: HolderCard_SessionFragment;
}

/** The card of the balance check that the holder is spending: masked number, balance as it is now, expiry date. */
export function HolderCard({ session }: HolderCardProps) {
  const messages = useMessages(redeemUiMessages);
  const m = messages.result;
  const { locale } = useI18n();
  return (
    <section className={styles.card} aria-labelledby="holder-card-heading">
      <h2 id="holder-card-heading" className={styles.heading}>
        {messages.holder.heading}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{m.cardNumber}</dt>
          <dd className={styles.number}>{session.maskedNumber}</dd>
        </div>
        <div>
          <dt>{m.balance}</dt>
          <dd className={styles.balance}>
            <Price value={session.balance} />
          </dd>
        </div>
        <div>
          <dt>{m.expiryDate}</dt>
          <dd>
            <time dateTime={session.expiryDate}>{formatDate(session.expiryDate, locale)}</time>
          </dd>
        </div>
      </dl>
    </section>
  );
}
