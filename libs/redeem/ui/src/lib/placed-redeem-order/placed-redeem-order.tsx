import { useEffect, useRef } from 'react';
import type { RedeemOrderSummary_OrderFragment } from '@giftshop/shared-graphql';
import { Button, Price } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { redeemUiMessages } from '../messages';
import styles from './placed-redeem-order.module.css';

export interface PlacedRedeemOrderProps {
  order: Pick<RedeemOrderSummary_OrderFragment, 'referenceNumber' | 'remainingBalance'>;
  /** The order's confirmation page. */
  detailsHref: string;
}

/** A redeem order the cards paid in full: its number and the balance the cards keep. Takes focus when shown. */
export function PlacedRedeemOrder({ order, detailsHref }: PlacedRedeemOrderProps) {
  const m = useMessages(redeemUiMessages).placed;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.placed} aria-labelledby="placed-redeem-order-heading">
      <h2 id="placed-redeem-order-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {m.heading}
      </h2>
      <dl className={styles.facts}>
        {order.referenceNumber && (
          <div>
            <dt>{m.reference}</dt>
            <dd>{order.referenceNumber}</dd>
          </div>
        )}
        <div>
          <dt>{m.remainingBalance}</dt>
          <dd>
            <Price value={order.remainingBalance} />
          </dd>
        </div>
      </dl>
      <Button href={detailsHref} variant="secondary" className={styles.details}>
        {m.details}
      </Button>
    </section>
  );
}
