import type { ReactNode } from 'react';
import { useMessages } from '@giftshop/util-i18n';
import { uiMessages } from '../messages';
import { Spinner } from '../spinner/spinner';
import styles from './modal.module.css';

interface ModalHeaderProps {
  titleId: string;
  title: ReactNode;
  loading: boolean;
  onBack?: () => void;
  onClose: () => void;
}

export function ModalHeader({ titleId, title, loading, onBack, onClose }: ModalHeaderProps) {
  const messages = useMessages(uiMessages);
  return (
    <div className={styles.header}>
      {onBack && (
        <button type="button" className={styles.iconButton} aria-label={messages.back} aria-disabled={loading || undefined} onClick={() => !loading && onBack()}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
      )}
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {loading && <Spinner size="small" />}
      <button type="button" className={styles.iconButton} aria-label={messages.close} aria-disabled={loading || undefined} onClick={() => !loading && onClose()}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  );
}
