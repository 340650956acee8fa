import { Button, Modal } from '@giftshop/shared-ui';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { formatMoney, type MoneyValue } from '@giftshop/util-money';
import { redeemUiMessages } from '../messages';
import styles from './leave-redeem-modal.module.css';

export interface LeaveRedeemModalProps {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Once the order is placed: what the cards paid and the balance they keep, said instead of "nothing is taken". */
  placed?: { taken: MoneyValue; left: MoneyValue } | null;
}

/** The "redeem reset" modal (spec §2.6, §4): leaving the redeem process is confirmed first, as it forgets every step. */
export function LeaveRedeemModal({ open, onConfirm, onClose, placed }: LeaveRedeemModalProps) {
  const m = useMessages(redeemUiMessages).leave;
  const { locale } = useI18n();
  const body = placed ? format(m.bodyPlaced, { taken: formatMoney(placed.taken, locale), left: formatMoney(placed.left, locale) }) : m.body;
  return (
    <Modal
      open={open}
      title={m.title}
      onClose={onClose}
      size="small"
      footer={
        <div className={styles.actions}>
          <Button onClick={onConfirm}>{m.confirm}</Button>
          <Button variant="secondary" onClick={onClose}>
            {m.cancel}
          </Button>
        </div>
      }
    >
      <p className={styles.body}>{body}</p>
    </Modal>
  );
}
