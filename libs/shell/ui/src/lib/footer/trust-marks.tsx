import { useMessages } from '@giftshop/util-i18n';
import { shellUiMessages } from '../messages';
import styles from './footer.module.css';

export interface FooterImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** A brand's trust marks of one position (footer, top bar, header, footer bottom bar); nothing when it has none. */
export function TrustMarks({ marks, className }: { marks: readonly FooterImage[]; className?: string }) {
  const messages = useMessages(shellUiMessages);
  if (!marks.length) return null;
  return (
    <ul className={className ? `${styles.marks} ${className}` : styles.marks} aria-label={messages.trustMarks}>
      {marks.map((mark) => (
        <li key={mark.src}>
          <img src={mark.src} alt={mark.alt} width={mark.width} height={mark.height} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
