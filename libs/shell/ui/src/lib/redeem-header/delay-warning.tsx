import { useMessages } from '@giftshop/util-i18n';
import { WarningIcon } from '../icons/icons';
import { redeemHeaderMessages } from './redeem-header.messages';
import styles from './redeem-header.module.css';

/**
 * The notice that digital gift cards go out late (spec §2.5). A polite status, not an alert: it is part of every
 * redeem page while the toggle is on, so it must not interrupt a screen reader on each page load.
 */
export function DelayWarning() {
  const messages = useMessages(redeemHeaderMessages);
  return (
    <div className={styles.warning} role="status">
      <WarningIcon className={styles.warningIcon} />
      <p className={styles.warningText}>{messages.delayWarning}</p>
    </div>
  );
}
