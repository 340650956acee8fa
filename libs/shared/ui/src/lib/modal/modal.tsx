import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../class-names';
import { trapTab, useFocusableWhenScrollable, useFocusInside } from './focus';
import { ModalHeader } from './modal-header';
import { MODAL_ROOT_ATTRIBUTE, useBodyScrollLock } from './scroll-lock';
import { usePresence } from './use-presence';
import styles from './modal.module.css';

export type ModalSize = 'small' | 'medium' | 'large' | 'fullscreen';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Asks the owner to close; the owner sets `open` to false. */
  onClose: () => void;
  /** Shows a back button. */
  onBack?: () => void;
  /** Called once the close animation has finished and the modal is unmounted. */
  onClosed?: () => void;
  closeOnEscape?: boolean;
  closeOnBackdrop?: boolean;
  /** Blocks closing (close and back buttons, Escape, backdrop) while something is in progress. */
  loading?: boolean;
  size?: ModalSize;
  /** Receives focus on open; by default the dialog itself does. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A modal dialog (spec §2.6, §4). Which modals are open is the app's state; this only presents one. */
export function Modal(props: ModalProps) {
  const { open, title, onClose, onBack, onClosed, closeOnEscape = true, closeOnBackdrop = true, loading = false, size = 'medium', initialFocusRef, footer, children, className } = props;
  const { present, closing } = usePresence(open, onClosed);
  const [mounted, setMounted] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => setMounted(true), []);
  useBodyScrollLock(present);
  useFocusInside(open && mounted, dialogRef, initialFocusRef);
  useFocusableWhenScrollable(bodyRef);

  if (!present || !mounted) return null;

  const requestClose = () => {
    if (!loading && !closing) onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // An inner widget (an open select, a nested modal) that handled Escape has prevented its default.
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      if (closeOnEscape) requestClose();
    }
    if (dialogRef.current) trapTab(event, dialogRef.current);
  };

  return createPortal(
    <div className={styles.root} data-state={closing ? 'closing' : 'open'} inert={closing} {...{ [MODAL_ROOT_ATTRIBUTE]: '' }}>
      <div className={styles.backdrop} data-backdrop="" aria-hidden="true" onClick={() => closeOnBackdrop && requestClose()} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={loading || undefined}
        tabIndex={-1}
        className={cx(styles.dialog, styles[size], className)}
        onKeyDown={onKeyDown}
      >
        <ModalHeader titleId={titleId} title={title} loading={loading} onBack={onBack} onClose={requestClose} />
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
