import { Button, Modal } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { redeemUiMessages } from '../messages';
import styles from './leave-redeem-modal.module.css';

export interface LeaveRedeemModalProps {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The "redeem reset" modal (spec §2.6, §4): leaving the redeem process is confirmed first, as it forgets every step. */
export function LeaveRedeemModal({ open, onConfirm, onClose }: LeaveRedeemModalProps) {
  const m = useMessages(redeemUiMessages).leave;
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
      <p className={styles.body}>{m.body}</p>
    </Modal>
  );
}
