import { Modal, Price } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { basketUiMessages } from '../messages';
import type { PackagePreviewData } from './basket-data';
import { CardPreviews } from './card-previews';
import styles from './basket.module.css';

export interface PackagePreviewModalProps {
  open: boolean;
  onClose: () => void;
  onClosed?: () => void;
  preview: PackagePreviewData | null;
}

/** The package item preview (spec §2.6): the card as it will arrive, with everything chosen for it. */
export function PackagePreviewModal({ open, onClose, onClosed, preview }: PackagePreviewModalProps) {
  const m = useMessages(basketUiMessages).preview;
  const rows = preview
    ? [
        { label: m.amount, value: <Price value={preview.amount} /> },
        { label: m.quantity, value: preview.quantity },
        { label: m.receiver, value: preview.receiver },
        { label: m.delivery, value: preview.delivery },
        ...(preview.wrapper ? [{ label: m.wrapper, value: preview.wrapper }] : []),
        ...(preview.giftPacking ? [{ label: m.giftPacking, value: preview.giftPacking }] : []),
        ...(preview.message ? [{ label: m.message, value: preview.message }] : []),
      ]
    : [];
  return (
    <Modal open={open && preview !== null} onClose={onClose} onClosed={onClosed} title={preview?.title ?? m.title} size="medium">
      {preview && (
        <>
          <CardPreviews previews={preview.previews} size="large" />
          <dl className={styles.details}>
            {rows.map((row) => (
              <div key={row.label} className={styles.detailRow}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Modal>
  );
}
