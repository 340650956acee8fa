import { Button, Modal } from '@giftshop/shared-ui';
import styles from './promo-modal.module.css';

export interface PromoModalProps {
  open: boolean;
  title: string;
  text: string;
  linkLabel: string;
  /** Site-relative path or absolute URL of the offer. */
  href: string;
  /** Decorative: the title and text carry the offer. */
  image?: { src: string; width: number; height: number } | null;
  /** ✕, Escape or the backdrop. */
  onClose: () => void;
  /** The link was followed; the modal closes as the page changes. */
  onFollow: () => void;
}

/** The promo pop-up (spec §2.6): a brand's offer in a small dialog with one link; the shared Modal handles focus. */
export function PromoModal({ open, title, text, linkLabel, href, image, onClose, onFollow }: PromoModalProps) {
  return (
    <Modal open={open} title={title} onClose={onClose} size="small" className={styles.promo}>
      {image && <img className={styles.image} src={image.src} width={image.width} height={image.height} alt="" />}
      <p className={styles.text}>{text}</p>
      <Button href={href} onClick={onFollow} fullWidth>
        {linkLabel}
      </Button>
    </Modal>
  );
}
