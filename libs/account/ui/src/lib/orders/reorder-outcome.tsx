import { useEffect, useRef } from 'react';
import { Button } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { ordersUiMessages } from './messages';
import styles from './orders.module.css';

export interface ReorderOutcomeProps {
  /** Whether packages went into the basket. */
  cart: boolean;
  /** Why packages were left out (one message each). */
  refusals: readonly string[];
  basketHref: string;
  ordersHref?: string;
}

/** What a reorder could not put back in the basket, with the way on to the basket. */
export function ReorderOutcome({ cart, refusals, basketHref, ordersHref }: ReorderOutcomeProps) {
  const m = useMessages(ordersUiMessages).reorderOutcome;
  const ref = useRef<HTMLDivElement>(null);
  // The button that led here is gone: focus lands on the outcome, so keyboard users go on from it.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.outcome} role="alert" tabIndex={-1}>
      <p>{cart ? m.partly : m.nothing}</p>
      <ul>
        {refusals.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        {cart && <Button href={basketHref}>{m.toBasket}</Button>}
        {ordersHref && (
          <Button href={ordersHref} variant="secondary">
            {m.toOrders}
          </Button>
        )}
      </div>
    </div>
  );
}
