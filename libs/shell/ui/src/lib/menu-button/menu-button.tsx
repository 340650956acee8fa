import type { Ref } from 'react';
import { useMessages } from '@giftshop/util-i18n';
import { CloseIcon, MenuIcon } from '../icons/icons';
import { shellUiMessages } from '../messages';
import styles from './menu-button.module.css';

export interface MenuButtonProps {
  expanded: boolean;
  /** Id of the panel it opens. */
  controls: string;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** Opens the gift-cards panel: a labelled button on desktop, the menu icon (with the same name) on phones. */
export function MenuButton({ expanded, controls, onClick, ref }: MenuButtonProps) {
  const messages = useMessages(shellUiMessages);
  return (
    <button ref={ref} type="button" className={styles.button} aria-expanded={expanded} aria-controls={controls} onClick={onClick}>
      {expanded ? <CloseIcon className={styles.icon} /> : <MenuIcon className={styles.icon} />}
      <span className={styles.label}>{messages.giftCardsMenu}</span>
    </button>
  );
}
