import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { AccountOrder_OrderFragment } from '@giftshop/shared-graphql';
import { Button, Modal } from '@giftshop/shared-ui';
import { useBrand } from '@giftshop/util-brand';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { formatMoney } from '@giftshop/util-money';
import { FormAlert } from '../form/form-parts';
import { orderDate, orderName } from './format';
import { ordersUiMessages } from './messages';
import { Fact, OrderItems } from './order-items';
import { ReorderDetails } from './reorder-details';
import styles from './orders.module.css';

export interface OrderDetailsModalProps {
  order: AccountOrder_OrderFragment | null;
  open: boolean;
  downloading?: boolean;
  reordering?: boolean;
  /** Why the invoice or the reorder was refused. */
  error?: string | null;
  /** Shown instead of the order once a reorder left packages out (ReorderOutcome). */
  outcome?: ReactNode;
  onDownloadInvoice: () => void;
  /** "Add to basket" of the reorder details view: puts the order's packages in the basket. */
  onReorder: () => void;
  onClose: () => void;
}

/**
 * The "account order details" modal (spec §2.6, §3 customer order view), with the invoice and a reorder. "Reorder"
 * switches the same modal to the "reorder product details" view (what goes into the basket); only its
 * "Add to basket" calls `onReorder`. The header's back button and "Back" return to the order.
 */
export function OrderDetailsModal({ order, open, downloading = false, reordering = false, error, outcome, onDownloadInvoice, onReorder, onClose }: OrderDetailsModalProps) {
  const m = useMessages(ordersUiMessages);
  const { locale } = useI18n();
  const { timeZone } = useBrand().config;
  const itemsId = useId();
  const totalsId = useId();
  const [view, setView] = useState<'order' | 'reorder'>('order');
  const [returned, setReturned] = useState(false);
  const reorderButton = useRef<HTMLButtonElement>(null);
  // Each opening, and each other order, starts at the order itself.
  useEffect(() => {
    if (open) setView('order');
  }, [open, order?.id]);
  // Back from the reorder details: focus goes to the "Reorder" button that led there.
  useEffect(() => {
    if (returned && view === 'order') {
      reorderButton.current?.focus();
      setReturned(false);
    }
  }, [returned, view]);
  // The modal stays mounted without an order, so it is already in place (and knows the opener) when one opens.
  if (!order) return <Modal open={false} title="" onClose={onClose} />;
  if (outcome)
    return (
      <Modal open={open} title={m.reorderOutcome.title} onClose={onClose} size="medium">
        {outcome}
      </Modal>
    );
  const money = (value: AccountOrder_OrderFragment['serviceFee']) => formatMoney(value, locale);
  const delivery = order.deliveryType === 'DIGITAL' ? m.details.digital : order.deliveryType === 'PHYSICAL' ? m.details.physical : m.details.mixed;
  const busy = downloading || reordering;
  if (view === 'reorder') {
    const back = () => {
      setView('order');
      setReturned(true);
    };
    return (
      <Modal open={open} title={format(m.reorderDetails.title, { reference: orderName(order, m, locale, timeZone) })} onClose={onClose} onBack={back} loading={reordering} size="medium">
        <ReorderDetails order={order} reordering={reordering} error={error} onAddToBasket={onReorder} onCancel={back} cancelLabel="back" autoFocus />
      </Modal>
    );
  }
  return (
    <Modal
      open={open}
      title={format(m.details.title, { reference: orderName(order, m, locale, timeZone) })}
      onClose={onClose}
      loading={busy}
      size="medium"
      footer={
        <div className={styles.actions}>
          <Button onClick={onDownloadInvoice} loading={downloading} disabled={reordering}>
            {m.details.downloadInvoice}
          </Button>
          <Button ref={reorderButton} variant="secondary" onClick={() => setView('reorder')} disabled={downloading}>
            {m.details.reorder}
          </Button>
        </div>
      }
    >
      <FormAlert>{error}</FormAlert>
      <dl className={styles.facts}>
        {order.referenceNumber && <Fact term={m.reference} value={order.referenceNumber} />}
        <Fact term={m.date} value={orderDate(order.orderDate, locale, timeZone)} />
        <Fact term={m.status} value={m.statuses[order.status]} />
        <Fact term={m.details.deliveryType} value={delivery} />
        {order.paymentMethodTitle && <Fact term={m.details.paymentMethod} value={order.paymentMethodTitle} />}
      </dl>
      <section aria-labelledby={itemsId} className={styles.section}>
        <h3 id={itemsId} className={styles.heading}>
          {m.details.items}
        </h3>
        <OrderItems items={order.items} />
      </section>
      <section aria-labelledby={totalsId} className={styles.section}>
        <h3 id={totalsId} className={styles.heading}>
          {m.details.totals}
        </h3>
        <dl className={styles.totals}>
          {/* The subtotal includes the extras, which have their own line. */}
          <Fact term={m.details.subTotal} value={money({ ...order.totals.subTotal, minorUnits: order.totals.subTotal.minorUnits - order.extras.minorUnits })} />
          <Fact term={m.details.serviceFee} value={money(order.serviceFee)} />
          <Fact term={m.details.shipping} value={money(order.shippingCosts)} />
          <Fact term={m.details.extras} value={money(order.extras)} />
          <Fact term={m.details.totalWithoutVat} value={money(order.totals.grandTotalWithoutTax)} />
          <Fact term={m.details.totalWithVat} value={money(order.totals.grandTotal)} />
        </dl>
      </section>
    </Modal>
  );
}
