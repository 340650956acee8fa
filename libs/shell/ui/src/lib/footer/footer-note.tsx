import { useMessages } from '@giftshop/util-i18n';
import { shellUiMessages } from '../messages';
import type { FooterImage } from './trust-marks';
import styles from './footer.module.css';

/** The footer's top note with the same-day dispatch rule (spec §1, §9). */
export function FooterNote({ icon }: { icon?: FooterImage | null }) {
  const messages = useMessages(shellUiMessages);
  return (
    <p className={styles.note}>
      {icon && <img src={icon.src} alt="" width={icon.width} height={icon.height} loading="lazy" />}
      {messages.sameDayNote}
    </p>
  );
}
