import { useId } from 'react';
import { format, useMessages } from '@giftshop/util-i18n';
import { GlobeIcon } from '../icons/icons';
import { shellUiMessages } from '../messages';
import styles from './footer.module.css';

export interface StoreSwitcherButtonProps {
  countryName: string;
  languageName: string;
  onOpen: () => void;
}

/**
 * The footer's store switcher under 'Country and language', 'Land en taal' in Dutch (spec §2.5; shown when the
 * languageSwitcher toggle is on). The current language is named in itself, which is the page's language.
 */
export function StoreSwitcherButton({ countryName, languageName, onOpen }: StoreSwitcherButtonProps) {
  const messages = useMessages(shellUiMessages);
  const labelId = useId();
  const textId = useId();
  return (
    <div className={styles.storeSwitcher}>
      <h2 id={labelId} className={styles.columnTitle}>
        {messages.storeSwitcherLabel}
      </h2>
      <button type="button" className={styles.storeButton} onClick={onOpen} aria-haspopup="dialog" aria-labelledby={`${labelId} ${textId}`}>
        <GlobeIcon />
        <span id={textId}>{format(messages.currentStore, { country: countryName, language: languageName })}</span>
      </button>
    </div>
  );
}
