import { useMessages } from '@giftshop/util-i18n';
import { shellUiMessages } from '../messages';
import styles from './footer.module.css';

export interface FooterImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export function TrustMarks({ marks }: { marks: readonly FooterImage[] }) {
  const messages = useMessages(shellUiMessages);
  if (!marks.length) return null;
  return (
    <ul className={styles.marks} aria-label={messages.trustMarks}>
      {marks.map((mark) => (
        <li key={mark.src}>
          <img src={mark.src} alt={mark.alt} width={mark.width} height={mark.height} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
