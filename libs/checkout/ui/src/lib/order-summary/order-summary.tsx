import { useId } from 'react';
import type { OrderSummary_CartFragment } from '@giftshop/shared-graphql';
import { Price } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { checkoutUiMessages } from '../messages';
import styles from './order-summary.module.css';

export interface OrderSummaryProps {
  cart: OrderSummary_CartFragment;
  /** Inside the overview modal the dialog's title names it: no heading and no region of its own. */
  inDialog?: boolean;
}

/** The cards of a package, alike ones counted: "2 × Harbour & Pine £25". */
export function cardLabels(labels: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, count]) => (count > 1 ? `${count} × ${label}` : label)).join(', ');
}

/** The cart beside the checkout steps: packages with receivers, totals per delivery type, adjustments and total. */
export function OrderSummary({ cart, inDialog = false }: OrderSummaryProps) {
  const messages = useMessages(checkoutUiMessages).summary;
  const titleId = useId();
  const { digitalTotal, physicalTotal, extra } = cart.groupedTotals;
  const Wrapper = inDialog ? 'div' : 'section';
  return (
    <Wrapper className={styles.summary} aria-labelledby={inDialog ? undefined : titleId}>
      {!inDialog && (
        <h2 id={titleId} className={styles.title}>
          {messages.title}
        </h2>
      )}
      <ul className={styles.packages}>
        {cart.packagesGroups.map((group) => (
          <li key={group.packageId} className={styles.package}>
            {group.cardsPreviews[0] && <img className={styles.art} src={group.cardsPreviews[0].image.url.href} alt="" width={64} height={40} loading="lazy" />}
            <div className={styles.packageText}>
              <p className={styles.label}>{cardLabels(group.cardsPreviews.map((preview) => preview.productLabel))}</p>
              <p className={styles.receiver}>
                {group.receiverTitle}
                {group.receiverDescription && <span className={styles.muted}> · {group.receiverDescription}</span>}
              </p>
            </div>
            <Price value={group.totalPrice} className={styles.price} />
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {digitalTotal.qty > 0 && (
          <div className={styles.row}>
            <dt>
              {messages.digital} ({format(messages.cards, { count: digitalTotal.qty })})
            </dt>
            <dd>
              <Price value={digitalTotal.price} />
            </dd>
          </div>
        )}
        {physicalTotal.qty > 0 && (
          <div className={styles.row}>
            <dt>
              {messages.physical} ({format(messages.cards, { count: physicalTotal.qty })})
            </dt>
            <dd>
              <Price value={physicalTotal.price} />
            </dd>
          </div>
        )}
        {extra.minorUnits > 0 && (
          <div className={styles.row}>
            <dt>{messages.extras}</dt>
            <dd>
              <Price value={extra} />
            </dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>{messages.subTotal}</dt>
          <dd>
            <Price value={cart.totals.subTotal} />
          </dd>
        </div>
        {cart.totals.adjustments.map((adjustment) => (
          <div key={`${adjustment.adjustmentType}-${adjustment.title}`} className={styles.row}>
            <dt>{adjustment.title}</dt>
            <dd>
              <Price value={adjustment.price} />
            </dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.grandTotal}`}>
          <dt>{messages.total}</dt>
          <dd>
            <Price value={cart.totals.grandTotal} />
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{messages.noVat}</p>
    </Wrapper>
  );
}
