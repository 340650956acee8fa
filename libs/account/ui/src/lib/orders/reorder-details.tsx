import { useEffect, useId, useRef } from 'react';
import type { AccountOrder_OrderFragment } from '@giftshop/shared-graphql';
import { Button } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { FormAlert } from '../form/form-parts';
import { ordersUiMessages } from './messages';
import { OrderItems } from './order-items';
import styles from './orders.module.css';

export interface ReorderDetailsProps {
  order: AccountOrder_OrderFragment;
  reordering?: boolean;
  /** Why the reorder was refused. */
  error?: string | null;
  /** Puts the order's packages in the basket (the reorder itself). */
  onAddToBasket: () => void;
  /** Leaves without adding anything; "Back" in the order details modal, "Cancel" on the reorder page. */
  onCancel: () => void;
  cancelLabel: 'back' | 'cancel';
  /** Moves focus to the view when it appears (it replaces the button that led here). */
  autoFocus?: boolean;
}

/**
 * The "reorder product details" step (spec §2.6): what a reorder will put in the basket — each package of the order
 * with its value, count, receivers, packaging and message — before anything is added. Nothing happens until
 * "Add to basket" is pressed.
 */
export function ReorderDetails({ order, reordering = false, error, onAddToBasket, onCancel, cancelLabel, autoFocus = false }: ReorderDetailsProps) {
  const m = useMessages(ordersUiMessages).reorderDetails;
  const headingId = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <form
      aria-labelledby={headingId}
      className={styles.section}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reordering) onAddToBasket();
      }}
    >
      <h3 id={headingId} ref={ref} tabIndex={-1} className={styles.heading}>
        {m.heading}
      </h3>
      <p>{m.note}</p>
      <FormAlert>{error}</FormAlert>
      <OrderItems items={order.items} />
      <div className={styles.actions}>
        <Button type="submit" loading={reordering}>
          {m.addToBasket}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={reordering}>
          {cancelLabel === 'back' ? m.back : m.cancel}
        </Button>
      </div>
    </form>
  );
}
