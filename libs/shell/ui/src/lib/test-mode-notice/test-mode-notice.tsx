import { useMessages } from '@giftshop/util-i18n';
import { shellUiMessages } from '../messages';
import styles from './test-mode-notice.module.css';

/**
 * A bar above the header of every page while the store's payments go to a test provider (the gateway's
 * storeData.paymentTestMode): shoppers must not believe they pay, or that the cards they get are real.
 */
export function TestModeNotice() {
  const messages = useMessages(shellUiMessages);
  return (
    <aside className={styles.notice} aria-label={messages.testModeLabel}>
      <p className={styles.text}>
        <strong>{messages.testModeLabel}</strong> {messages.testModeText}
      </p>
    </aside>
  );
}
