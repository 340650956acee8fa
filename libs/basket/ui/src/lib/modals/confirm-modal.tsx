import type { ReactNode } from 'react';
import { Button, Modal } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { basketUiMessages } from '../messages';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  onClosed?: () => void;
  /** The confirmed action is running: closing is blocked and the button spins. */
  loading?: boolean;
}

/**
 * A question before a change that cannot simply be taken back: the basket delete item, edit receiver confirmation
 * and reset receiver confirmation modals (spec §2.6).
 */
export function ConfirmModal({ open, title, children, confirmLabel, onConfirm, onClose, onClosed, loading = false }: ConfirmModalProps) {
  const m = useMessages(basketUiMessages);
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      onClosed={onClosed}
      loading={loading}
      size="small"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={loading}>
            {m.cancel}
          </Button>
          <Button onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
