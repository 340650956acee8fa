import { useMessages } from '@giftshop/util-i18n';
import { ArrowUpIcon } from '../icons/icons';
import { shellUiMessages } from '../messages';
import styles from './scroll-to-top-button.module.css';

export interface ScrollToTopButtonProps {
  visible: boolean;
  onClick: () => void;
}

/** Fixed in the corner, over the page, so showing it moves nothing. */
export function ScrollToTopButton({ visible, onClick }: ScrollToTopButtonProps) {
  const messages = useMessages(shellUiMessages);
  return (
    <button type="button" className={styles.button} onClick={onClick} hidden={!visible} aria-label={messages.scrollToTop}>
      <ArrowUpIcon />
    </button>
  );
}
