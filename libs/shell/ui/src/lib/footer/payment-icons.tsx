import type { PaymentIcons_IconFragment } from '@giftshop/shared-graphql';
import { useMessages } from '@giftshop/util-i18n';
import { shellUiMessages } from '../messages';
import styles from './footer.module.css';

/** Phones show the first four payment icons (spec §9). */
export const MOBILE_PAYMENT_ICONS = 4;

export function PaymentIcons({ icons }: { icons: readonly PaymentIcons_IconFragment[] }) {
  const messages = useMessages(shellUiMessages);
  if (!icons.length) return null;
  return (
    <ul className={styles.payments} aria-label={messages.paymentMethods}>
      {icons.map((icon, index) => (
        <li key={icon.id} className={index >= MOBILE_PAYMENT_ICONS ? styles.beyondMobile : undefined}>
          <img className={styles.paymentIcon} src={icon.image.url.href} alt={icon.title} width={48} height={32} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
