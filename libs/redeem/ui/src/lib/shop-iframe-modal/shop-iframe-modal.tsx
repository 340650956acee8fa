import type { ShopIframeModal_ProductFragment } from '@giftshop/shared-graphql';
import { Button, Modal, useLastValue } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { brandOf } from '../brand-of';
import { isWebUrl } from '../web-url';
import { shopIframeMessages } from './messages';
import styles from './shop-iframe-modal.module.css';

export interface ShopIframeModalProps {
  /** The product whose brand's shop is shown; none closes the modal. */
  product: ShopIframeModal_ProductFragment | null;
  onClose: () => void;
}

/**
 * The sandbox of the brand's page: its own scripts, forms and new-tab links, but no access to the store's origin
 * (no allow-same-origin) and no navigating the store's page away (no allow-top-navigation).
 */
export const SHOP_FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/** The "redeem shop iframe" modal (spec §2.6): the brand's shop page (`giftCardBrand.iframeUrl`) in a frame. */
export function ShopIframeModal({ product: current, onClose }: ShopIframeModalProps) {
  const m = useMessages(shopIframeMessages);
  const product = useLastValue(current);
  const brand = product ? brandOf(product) : null;
  const src = isWebUrl(brand?.iframeUrl) ? brand.iframeUrl : null;
  const name = brand?.name ?? product?.redeemData?.title ?? product?.title ?? '';
  return (
    <Modal
      open={Boolean(current && src)}
      title={format(m.title, { brand: name })}
      onClose={onClose}
      size="large"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {m.close}
        </Button>
      }
    >
      {src && (
        <div className={styles.body}>
          <p className={styles.intro}>{m.intro}</p>
          <iframe
            src={src}
            title={format(m.frameTitle, { brand: name })}
            sandbox={SHOP_FRAME_SANDBOX}
            referrerPolicy="no-referrer"
            loading="lazy"
            className={styles.frame}
          />
        </div>
      )}
    </Modal>
  );
}
