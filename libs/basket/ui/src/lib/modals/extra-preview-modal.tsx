import type { CSSProperties } from 'react';
import { Button, Modal, Price } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import type { ExtraOption } from '../delivery-form/extras-fields';
import { basketUiMessages } from '../messages';
import styles from './modals.module.css';

export interface ExtraPreviewModalProps {
  open: boolean;
  onClose: () => void;
  onClosed?: () => void;
  extra: ExtraOption | null;
  /** The card that goes inside, when known. */
  card?: { imageUrl: string; backgroundColor?: string | null } | null;
}

function ExtraPreviewModal({ kind, open, onClose, onClosed, extra, card }: ExtraPreviewModalProps & { kind: 'wrapper' | 'giftPacking' }) {
  const m = useMessages(basketUiMessages)[kind];
  const look = { '--extra-color': extra?.color ?? 'transparent', '--card-background': card?.backgroundColor ?? 'transparent' } as CSSProperties;
  return (
    <Modal
      open={open && extra !== null}
      onClose={onClose}
      onClosed={onClosed}
      title={extra ? format(m.title, { title: extra.title }) : ''}
      size="small"
      footer={
        <Button onClick={onClose} fullWidth>
          {m.close}
        </Button>
      }
    >
      {extra && (
        <div className={styles.preview}>
          <div className={kind === 'wrapper' ? styles.wallet : styles.box} style={look} role="img" aria-label={extra.description}>
            {card && <img className={styles.previewCard} src={card.imageUrl} alt="" width={150} height={100} />}
          </div>
          <p>{extra.description}</p>
          <Price value={extra.price} className={styles.previewPrice} />
        </div>
      )}
    </Modal>
  );
}

/** The wrapper overlay (spec §2.6): how the chosen wrapper looks around the card. */
export const WrapperOverlay = (props: ExtraPreviewModalProps) => <ExtraPreviewModal kind="wrapper" {...props} />;

/** The gift packing preview (spec §2.6): the gift box the card is packed in. */
export const GiftPackingPreview = (props: ExtraPreviewModalProps) => <ExtraPreviewModal kind="giftPacking" {...props} />;
