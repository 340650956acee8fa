import { useId } from 'react';
import { Button, Price } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { basketUiMessages } from '../messages';
import type { BasketTotalsData } from './basket-data';
import styles from './basket.module.css';

export interface BasketSummaryProps {
  totals: BasketTotalsData;
  onCheckout: () => void;
  /** Why checking out has to wait (a package without receiver); the button is disabled meanwhile. */
  blockedReason?: string | null;
  busy?: boolean;
}

/** Counts and values per delivery type, extras, adjustments (shipping, registered post) and the total. */
export function BasketSummary({ totals, onCheckout, blockedReason, busy = false }: BasketSummaryProps) {
  const m = useMessages(basketUiMessages).summary;
  const headingId = useId();
  const blockedId = useId();
  const rows = [
    ...(totals.digital.qty > 0 ? [{ label: format(m.digital, { count: totals.digital.qty }), price: totals.digital.price }] : []),
    ...(totals.physical.qty > 0 ? [{ label: format(m.physical, { count: totals.physical.qty }), price: totals.physical.price }] : []),
    ...(totals.extras.minorUnits > 0 ? [{ label: m.extras, price: totals.extras }] : []),
  ];
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.summaryHeading}>
        {m.heading}
      </h2>
      <dl className={styles.totals}>
        {rows.map((row) => (
          <div key={row.label} className={styles.totalRow}>
            <dt>{row.label}</dt>
            <dd>
              <Price value={row.price} />
            </dd>
          </div>
        ))}
        <div className={styles.totalRow}>
          <dt>{m.subTotal}</dt>
          <dd>
            <Price value={totals.subTotal} />
          </dd>
        </div>
        {totals.adjustments.map((adjustment, index) => (
          <div key={index} className={styles.totalRow}>
            <dt>{adjustment.title}</dt>
            <dd>
              <Price value={adjustment.price} />
            </dd>
          </div>
        ))}
        <div className={styles.grandTotal}>
          <dt>{m.grandTotal}</dt>
          <dd>
            <Price value={totals.grandTotal} />
          </dd>
        </div>
      </dl>
      {blockedReason && (
        <p id={blockedId} className={styles.missing}>
          {blockedReason}
        </p>
      )}
      <Button size="large" fullWidth onClick={onCheckout} loading={busy} disabled={Boolean(blockedReason)} aria-describedby={blockedReason ? blockedId : undefined}>
        {m.checkout}
      </Button>
    </section>
  );
}
