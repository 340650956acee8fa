import type { NiceToKnowModal_ProductFragment } from '@giftshop/shared-graphql';
import { Modal } from '@giftshop/shared-ui';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { formatMoney } from '@giftshop/util-money';
import { formatDate } from '../balance-result/format-date';
import { niceToKnowMessages } from './messages';
import { niceToKnowFigures } from './nice-to-know-figures';
import styles from './nice-to-know-modal.module.css';

export interface NiceToKnowModalProps {
  open: boolean;
  onClose: () => void;
  /** The shop's products, for the lowest amount and the minimum remaining balance. */
  products: readonly NiceToKnowModal_ProductFragment[];
  /** The holder's card's expiry date (ISO), when known. */
  expiryDate: string | null;
}

/** The "redeem nice-to-know information" modal (spec §2.6): how spending a balance works, with the shop's figures. */
export function NiceToKnowModal({ open, onClose, products, expiryDate }: NiceToKnowModalProps) {
  const m = useMessages(niceToKnowMessages);
  const { locale } = useI18n();
  const { lowestAmount, minimumRemainingBalance } = niceToKnowFigures(products);
  const money = (amount: { minorUnits: number; currency: string }) => formatMoney(amount, locale, { wholeWhenRound: true });
  const points = [
    m.balancePays,
    lowestAmount && format(m.minimumAmount, { amount: money(lowestAmount) }),
    minimumRemainingBalance ? format(m.remainingAtLeast, { amount: money(minimumRemainingBalance) }) : m.remainingAny,
    expiryDate ? format(m.expiry, { date: formatDate(expiryDate, locale) }) : m.expiryUnknown,
    m.shortfall,
    m.mailedOnce,
  ].filter((point): point is string => Boolean(point));
  return (
    <Modal
      open={open}
      title={m.title}
      onClose={onClose}
    >
      <ul className={styles.list}>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Modal>
  );
}
