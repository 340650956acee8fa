import { Button } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { CloseIcon } from '../icons/icons';
import { shellUiMessages } from '../messages';
import styles from './store-switcher-banner.module.css';

export interface StoreSwitcherBannerProps {
  /** The visitor's country: its ISO code, and its name for countries the catalogue has no sentence form of. */
  countryCode: string;
  countryName: string;
  onContinue: () => void;
  onClose: () => void;
}

/**
 * Tells a visitor from another country that this store does not deliver there (spec §2.6). A bar fixed to the
 * bottom of the viewport, over the page: it appears after the page has loaded and must not push content.
 */
export function StoreSwitcherBanner({ countryCode, countryName, onContinue, onClose }: StoreSwitcherBannerProps) {
  const messages = useMessages(shellUiMessages);
  return (
    <aside className={styles.banner} aria-label={messages.continueToLocalStore}>
      <p className={styles.text}>{format(messages.bannerText, { country: format(messages.countryInSentence, { code: countryCode, name: countryName }) })}</p>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onClick={onContinue}>
          {messages.continueToLocalStore}
        </Button>
        <button type="button" className={styles.close} onClick={onClose} aria-label={messages.closeBanner}>
          <CloseIcon />
        </button>
      </div>
    </aside>
  );
}
