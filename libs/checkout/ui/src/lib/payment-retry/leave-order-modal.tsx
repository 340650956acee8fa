import { Button, Modal } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { checkoutUiMessages } from '../messages';
import styles from './payment-retry.module.css';

export interface LeaveOrderModalProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
  /** The order is being cancelled: the modal cannot be closed meanwhile. */
  leaving?: boolean;
}

/** Asked when the shopper leaves an unpaid order (spec §4): leaving discards the order. */
export function LeaveOrderModal({ open, onStay, onLeave, leaving = false }: LeaveOrderModalProps) {
  const m = useMessages(checkoutUiMessages).retry;
  return (
    <Modal
      open={open}
      title={m.leaveTitle}
      onClose={onStay}
      loading={leaving}
      size="small"
      footer={
        <div className={styles.actions}>
          <Button onClick={onStay} disabled={leaving}>
            {m.stay}
          </Button>
          <Button variant="secondary" onClick={onLeave} loading={leaving}>
            {m.leave}
          </Button>
        </div>
      }
    >
      <p className={styles.text}>{m.leaveText}</p>
    </Modal>
  );
}
