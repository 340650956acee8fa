import type { RedirectModal_ProductFragment } from '@giftshop/shared-graphql';
import { Button, Modal, VisuallyHidden, useLastValue } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { brandOf } from '../brand-of';
import { isWebUrl } from '../web-url';
import { redirectMessages } from './messages';
import { useCountdown } from './use-countdown';
import styles from './redirect-modal.module.css';

export interface RedirectModalProps {
  /** The product just added, when its brand has a redirect link; none closes the modal. */
  product: RedirectModal_ProductFragment | null;
  /** Stay here, Escape, or Go now (which opens the brand's site in a new tab): the countdown stops. */
  onClose: () => void;
  /** Called when the countdown ends: the page goes to the brand's site. */
  onRedirect: (url: string) => void;
}

const ANNOUNCE_EVERY = 10;

/**
 * After a package of a brand with a redirect link is added: the holder is told that the brand's site opens in
 * `redirectTime` seconds, with a visible countdown, "Go now" (a new tab, as every external link) and "Stay here",
 * which cancels. Screen readers hear the countdown at the start and every ten seconds, not every second.
 */
export function RedirectModal({ product: current, onClose, onRedirect }: RedirectModalProps) {
  const m = useMessages(redirectMessages);
  const product = useLastValue(current);
  const brand = product ? brandOf(product) : null;
  const link = brand?.redirectLink && isWebUrl(brand.redirectLink.url) ? brand.redirectLink : null;
  const open = Boolean(current && link);
  const seconds = Math.max(0, link?.redirectTime ?? 0);
  const left = useCountdown(seconds, open, () => link && onRedirect(link.url));
  const announced = left === seconds ? seconds : Math.ceil(left / ANNOUNCE_EVERY) * ANNOUNCE_EVERY;
  const name = brand?.name ?? '';
  return (
    <Modal
      open={open}
      title={format(m.title, { brand: name })}
      onClose={onClose}
      size="small"
      footer={
        link && (
          <div className={styles.actions}>
            <Button href={link.url} onClick={onClose}>
              {m.goNow}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {m.stay}
            </Button>
          </div>
        )
      }
    >
      <div className={styles.body}>
        <p>{format(m.added, { brand: name })}</p>
        <p className={styles.countdown} aria-hidden="true">
          {format(m.countdown, { brand: name, seconds: left })}
        </p>
        <VisuallyHidden role="status" aria-live="polite">
          {format(m.announcement, { brand: name, seconds: Math.min(announced, seconds) })}
        </VisuallyHidden>
      </div>
    </Modal>
  );
}
