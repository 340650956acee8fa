import type { OrderSummary_CartFragment } from '@giftshop/shared-graphql';
import { Button, Modal, Price } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { checkoutUiMessages } from '../messages';
import { OrderSummary } from './order-summary';
import styles from './order-summary.module.css';

export interface OrderOverviewProps {
  cart: OrderSummary_CartFragment;
  /** The "checkout order overview" modal (spec §2.6), opened from the button phones and tablets show. */
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * The cart beside the steps on desktop; on smaller screens a button with the total opens it in a modal. CSS picks
 * the variant, so the server's HTML fits every screen.
 */
export function OrderOverview({ cart, open, onOpen, onClose }: OrderOverviewProps) {
  const m = useMessages(checkoutUiMessages).summary;
  return (
    <>
      <div className={styles.compact}>
        <Button variant="secondary" fullWidth onClick={onOpen} aria-haspopup="dialog">
          <span className={styles.compactLabel}>
            <span>{m.open}</span>
            <Price value={cart.totals.grandTotal} />
          </span>
        </Button>
      </div>
      <div className={styles.full}>
        <OrderSummary cart={cart} />
      </div>
      <Modal open={open} title={m.title} onClose={onClose}>
        <OrderSummary cart={cart} inDialog />
      </Modal>
    </>
  );
}
