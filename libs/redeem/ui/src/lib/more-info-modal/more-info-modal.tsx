import type { MoreInfoModal_ProductFragment } from '@giftshop/shared-graphql';
import { AppLink, Modal, useLastValue } from '@giftshop/shared-ui';
import { brandOf } from '../brand-of';
import styles from './more-info-modal.module.css';

export interface MoreInfoModalProps {
  /** The product told about; none closes the modal. */
  product: MoreInfoModal_ProductFragment | null;
  onClose: () => void;
}

/**
 * The "redeem shop more information" modal (spec §2.6): the product's redeem description and the brand's own page,
 * which opens in a new tab (an external link, spec §2).
 */
export function MoreInfoModal({ product: current, onClose }: MoreInfoModalProps) {
  const product = useLastValue(current);
  const link = product ? brandOf(product)?.productExternalLink : null;
  return (
    <Modal
      open={Boolean(current)}
      title={product ? (product.redeemData?.title ?? product.title) : ''}
      onClose={onClose}
      size="small"
    >
      {product && (
        <div className={styles.body}>
          {(product.redeemData?.description ?? '').split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {link && (
            <p>
              <AppLink href={link.url} className={styles.link}>
                {link.title}
              </AppLink>
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
