import { Button, Modal } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { catalogueUiMessages } from '../messages';
import type { DeliveryType } from '../purchase-form/purchase-values';
import styles from './delivery-overview-modal.module.css';

export interface DeliveryOverviewModalProps {
  open: boolean;
  onClose: () => void;
  productTitle: string;
  /** The delivery types this product is sold with, in the purchase form's order. */
  deliveryTypes: DeliveryType[];
}

/** Product delivery overview (spec §2.6): how and when each delivery type of this product arrives, and what postage costs. */
export function DeliveryOverviewModal({ open, onClose, productTitle, deliveryTypes }: DeliveryOverviewModalProps) {
  const messages = useMessages(catalogueUiMessages).deliveryOverview;
  const footer = (
    <Button variant="secondary" onClick={onClose}>
      {messages.close}
    </Button>
  );
  return (
    <Modal open={open} onClose={onClose} title={format(messages.title, { product: productTitle })} footer={footer}>
      {deliveryTypes.map((type) => {
        const method = type === 'DIGITAL' ? messages.digital : messages.physical;
        return (
          <section key={type} className={styles.method}>
            <h3 className={styles.heading}>{method.heading}</h3>
            <dl className={styles.facts}>
              {method.facts.map((fact) => (
                <div key={fact.term} className={styles.fact}>
                  <dt>{fact.term}</dt>
                  <dd>{fact.text}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </Modal>
  );
}
