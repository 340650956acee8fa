import type { KeyboardEvent, Ref } from 'react';
import { useMessages } from '@giftshop/util-i18n';
import { SearchIcon } from '../icons/icons';
import { shellUiMessages } from '../messages';
import styles from './search-trigger.module.css';

export interface SearchTriggerProps {
  /** Opens the search modal; `seed` is a character typed into the box, for the modal's input to start with. */
  onOpen: (seed: string) => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The header's search box (spec §4: opens on focus or a key press). It is a button that looks like a field: a
 * click or tap opens the search, and so does typing into it, with the typed character carried over. Focus alone
 * from the keyboard does not open it (WCAG 3.2.1), or tabbing through the header would trap visitors in the modal.
 */
export function SearchTrigger({ onOpen, ref }: SearchTriggerProps) {
  const messages = useMessages(shellUiMessages);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key.length === 1 && event.key !== ' ') {
      event.preventDefault();
      onOpen(event.key);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      onOpen('');
    }
  };
  return (
    <button ref={ref} type="button" className={styles.trigger} aria-haspopup="dialog" onClick={() => onOpen('')} onKeyDown={onKeyDown}>
      <SearchIcon className={styles.icon} />
      <span className={styles.text}>{messages.searchPlaceholder}</span>
      <span className={styles.name}>{messages.search}</span>
    </button>
  );
}
