import { Button, Modal } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { FormAlert } from '../form/form-parts';
import { accountUiMessages } from '../messages';
import styles from './delete-account-modal.module.css';

export interface DeleteAccountModalProps {
  open: boolean;
  /** While the deletion runs the modal cannot be closed and the button spins. */
  deleting?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The "delete account" modal (spec §2.6, §4): deleting cannot be undone, so it is confirmed first. */
export function DeleteAccountModal({ open, deleting = false, error, onConfirm, onClose }: DeleteAccountModalProps) {
  const m = useMessages(accountUiMessages).deleteAccount;
  return (
    <Modal
      open={open}
      title={m.title}
      onClose={onClose}
      loading={deleting}
      size="small"
      footer={
        <div className={styles.actions}>
          <Button onClick={onConfirm} loading={deleting}>
            {m.confirm}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={deleting}>
            {m.cancel}
          </Button>
        </div>
      }
    >
      <FormAlert>{error}</FormAlert>
      <p className={styles.body}>{m.body}</p>
      <p className={styles.body}>
        <strong>{m.irreversible}</strong>
      </p>
    </Modal>
  );
}
