import type { ActivationVoucher_VoucherFragment } from '@giftshop/shared-graphql';
import { Price } from '@giftshop/shared-ui';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { activationUiMessages } from '../messages';
import styles from './activation-voucher.module.css';

export interface ActivationVoucherProps {
  voucher: ActivationVoucher_VoucherFragment;
  /** The store's time zone, in which the active-before moment is shown (the same on server and browser). */
  timeZone?: string;
}

/** The activation voucher of /carddetails/: order number, masked card, value, e-mail and whether it is active yet. */
export function ActivationVoucher({ voucher, timeZone = 'UTC' }: ActivationVoucherProps) {
  const m = useMessages(activationUiMessages).voucher;
  const { locale } = useI18n();
  const before = voucher.activeBefore ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(voucher.activeBefore)) : '';
  return (
    <section className={styles.result} aria-labelledby="activation-voucher-heading">
      <h2 id="activation-voucher-heading" className={styles.heading}>
        {m.heading}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.amount}>
          <dt>{m.amount}</dt>
          <dd>
            <Price value={voucher.amount} />
          </dd>
        </div>
        <div>
          <dt>{m.cardNumber}</dt>
          <dd className={styles.number}>{voucher.maskedCardNumber}</dd>
        </div>
        <div>
          <dt>{m.reference}</dt>
          <dd>{voucher.referenceNumber}</dd>
        </div>
        <div>
          <dt>{m.email}</dt>
          <dd>{voucher.email}</dd>
        </div>
        <div>
          <dt>{m.status}</dt>
          <dd>{voucher.activated ? m.active : format(m.activeBefore, { date: before })}</dd>
        </div>
      </dl>
    </section>
  );
}
