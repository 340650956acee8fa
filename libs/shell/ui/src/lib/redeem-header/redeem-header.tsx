import type { ReactNode } from 'react';
import { VisuallyHidden } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { HeaderIconLink } from '../header-actions/header-icon-link';
import actionStyles from '../header-actions/header-actions.module.css';
import { GlobeIcon, LockIcon, SupportIcon } from '../icons/icons';
import { shellUiMessages } from '../messages';
import { DelayWarning } from './delay-warning';
import styles from './redeem-header.module.css';

export interface RedeemLanguageSwitch {
  /** The page's language by name, e.g. "English". */
  currentLanguage: string;
  /** Opens the store switcher. */
  onOpen: () => void;
}

export interface RedeemHeaderProps {
  /** The brand logo linking home. */
  logo: ReactNode;
  /** The store's customer support page. */
  supportHref: string;
  /** The notice that digital gift cards are sent with a delay (brand toggle redeemDelayWarning). */
  delayWarning?: boolean;
  /** Only the redeem shop offers the language switch (spec §2.5). */
  languageSwitch?: RedeemLanguageSwitch | null;
  /** The checkout's reduced header (brand toggle checkoutV2Header) says the checkout is secure. */
  secureCheckout?: boolean;
}

/**
 * The header of the balance check and redeem pages (spec §2.5): logo, customer support and, on the redeem shop, the
 * language switch; no menu, search, account or basket. On phones the support and language entries show their icon
 * only and keep their names for screen readers.
 */
export function RedeemHeader({ logo, supportHref, delayWarning = false, languageSwitch, secureCheckout = false }: RedeemHeaderProps) {
  const messages = useMessages(shellUiMessages);
  return (
    <header className={styles.header} data-variant="redeem">
      <div className={styles.bar}>
        <div className={styles.logo}>{logo}</div>
        <div className={styles.actions}>
          {secureCheckout && (
            <p className={styles.secure}>
              <LockIcon />
              {messages.secureCheckout}
            </p>
          )}
          {languageSwitch && (
            <button type="button" className={`${actionStyles.iconLink} ${styles.languageButton}`} onClick={languageSwitch.onOpen} aria-haspopup="dialog">
              <span className={actionStyles.icon}>
                <GlobeIcon />
              </span>
              <span className={actionStyles.label}>
                <VisuallyHidden>{messages.language} </VisuallyHidden>
                {languageSwitch.currentLanguage}
              </span>
            </button>
          )}
          <HeaderIconLink href={supportHref} icon={<SupportIcon />} label={messages.customerSupport} showLabel />
        </div>
      </div>
      {delayWarning && <DelayWarning />}
    </header>
  );
}
