import { useState, type ReactNode } from 'react';
import { Button, Modal } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { redeemBasketMessages } from './basket-messages';
import styles from './redeem-basket.module.css';

export interface RedeemBasketProps {
  /** Packages in the order. */
  count: number;
  /** The order summary and the way to checkout, shown in the modal. */
  children: ReactNode;
  /** Controls the modal from outside, e.g. to close it when a package opens in the package modal. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The "redeem basket" modal (spec §2.6): on small screens the order is not shown beside the products but opens from a
 * button that keeps its count; on wide screens the button is hidden (the order sits in the side column).
 */
export function RedeemBasket({ count, children, open: controlled, onOpenChange }: RedeemBasketProps) {
  const m = useMessages(redeemBasketMessages);
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const setOpen = (next: boolean) => {
    setOwn(next);
    onOpenChange?.(next);
  };
  return (
    <div className={styles.narrowOnly}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {format(m.open, { count: String(count) })}
      </Button>
      <Modal open={open} title={m.title} onClose={() => setOpen(false)}>
        <div className={styles.body}>
          {children}
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {m.close}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
