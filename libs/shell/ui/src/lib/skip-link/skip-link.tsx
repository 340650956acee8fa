import { useMessages } from '@giftshop/util-i18n';
import { shellUiMessages } from '../messages';
import styles from './skip-link.module.css';

/** The first focusable element of every page: jumps over the header to the main content. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const messages = useMessages(shellUiMessages);
  return (
    <a className={styles.skipLink} href={`#${target}`}>
      {messages.skipToContent}
    </a>
  );
}
