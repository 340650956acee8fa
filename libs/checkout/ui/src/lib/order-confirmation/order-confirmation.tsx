import { useId } from 'react';
import type { OrderConfirmation_OrderFragment } from '@giftshop/shared-graphql';
import { Price } from '@giftshop/shared-ui';
import { useBrand, type BankDetails } from '@giftshop/util-brand';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { formatDateTime } from '../dates';
import { checkoutUiMessages, type CheckoutUiMessages } from '../messages';
import { Fact, OrderItems } from './order-items';
import { paymentSplit } from './payment-split';
import styles from './order-confirmation.module.css';

export interface OrderConfirmationProps {
  order: OrderConfirmation_OrderFragment;
  /** The brand's account (brand data), shown while a bank transfer or invoice order waits for its payment. */
  bankDetails?: BankDetails;
}

/** Bank transfer and invoice leave an order PENDING until the money arrives: shown as awaiting payment. */
const PAID_LATER = new Set(['invoice', 'banktransfer']);

/** An order that waits for a bank transfer or an invoice payment: no confirmation e-mail has gone out yet. */
export function awaitsPayment(order: Pick<OrderConfirmation_OrderFragment, 'status' | 'paymentMethod'>): boolean {
  return order.status === 'PENDING' && !!order.paymentMethod && PAID_LATER.has(order.paymentMethod);
}

export function statusText(order: Pick<OrderConfirmation_OrderFragment, 'status' | 'paymentMethod'>, m: CheckoutUiMessages['confirmation']): string {
  if (awaitsPayment(order)) return m.statuses.awaitingPayment;
  return m.statuses[order.status];
}

/** A placed order as its confirmation page shows it (spec §3 customer order). */
export function OrderConfirmation({ order, bankDetails }: OrderConfirmationProps) {
  const m = useMessages(checkoutUiMessages).confirmation;
  const { locale } = useI18n();
  const { timeZone } = useBrand().config;
  const itemsId = useId();
  const totalsId = useId();
  const bankId = useId();
  const email = order.billingAddress?.email;
  const split = paymentSplit(order);
  // The order confirmation e-mail goes out when the order is paid: an unpaid order is told when to expect it.
  const unpaid = awaitsPayment(order);
  // A bank transfer order is e-mailed how to pay when it is placed, where the brand has an account (as shown here).
  const detailsSent = unpaid && order.paymentMethod === 'banktransfer' && !!bankDetails && !!email;
  const emailText = detailsSent
    ? format(m.paymentDetailsSent, { email })
    : unpaid
      ? email
        ? format(m.emailOnPayment, { email })
        : m.emailOnPaymentNoAddress
      : email
        ? format(m.emailSent, { email })
        : m.emailSentNoAddress;
  return (
    <div className={styles.confirmation}>
      <p className={styles.email}>{emailText}</p>
      {unpaid && order.referenceNumber && <p className={styles.email}>{format(m.quoteReference, { reference: order.referenceNumber })}</p>}
      <dl className={styles.overview}>
        {order.referenceNumber && <Fact term={m.reference} value={order.referenceNumber} />}
        <Fact term={m.status} value={statusText(order, m)} />
        <Fact term={m.orderDate} value={formatDateTime(order.orderDate, locale, timeZone)} />
        {order.paymentMethodTitle && <Fact term={m.paymentMethod} value={order.paymentMethodTitle} />}
      </dl>
      {unpaid && bankDetails && (
        <section aria-labelledby={bankId} className={styles.section}>
          <h2 id={bankId} className={styles.heading}>
            {m.bank.heading}
          </h2>
          <dl className={styles.overview}>
            <Fact term={m.bank.accountName} value={bankDetails.accountName} />
            {bankDetails.sortCode && <Fact term={m.bank.sortCode} value={bankDetails.sortCode} />}
            {bankDetails.accountNumber && <Fact term={m.bank.accountNumber} value={bankDetails.accountNumber} />}
            <Fact term={m.bank.iban} value={bankDetails.iban} />
            <Fact term={m.bank.bic} value={bankDetails.bic} />
            {order.referenceNumber && <Fact term={m.bank.reference} value={order.referenceNumber} />}
          </dl>
        </section>
      )}
      <section aria-labelledby={itemsId} className={styles.section}>
        <h2 id={itemsId} className={styles.heading}>
          {m.items}
        </h2>
        <OrderItems items={order.items} unpaid={unpaid} />
      </section>
      <section aria-labelledby={totalsId} className={styles.section}>
        <h2 id={totalsId} className={styles.heading}>
          {m.totals}
        </h2>
        <dl className={styles.totals}>
          {order.extras.minorUnits > 0 && <Amount term={m.extras} value={order.extras} />}
          {order.shippingCosts.minorUnits > 0 && <Amount term={m.shippingCosts} value={order.shippingCosts} />}
          {order.serviceFee.minorUnits > 0 && <Amount term={m.serviceFee} value={order.serviceFee} />}
          {order.totals.adjustments
            .filter((a) => a.adjustmentType === 'DISCOUNT' || a.adjustmentType === 'GIFT_CARD_PAYMENT')
            .map((a) => (
              <Amount key={`${a.adjustmentType}-${a.title}`} term={a.title} value={a.price} />
            ))}
          <Amount term={m.total} value={order.totals.grandTotal} strong />
          {split.cards.minorUnits > 0 && <Amount term={m.paidWithCards} value={split.cards} />}
          {split.cards.minorUnits > 0 && split.rest.minorUnits > 0 && (
            <Amount term={order.paymentMethodTitle ? format(m.paidWithMethod, { method: order.paymentMethodTitle }) : m.paidByCard} value={split.rest} />
          )}
        </dl>
      </section>
    </div>
  );
}

function Amount({ term, value, strong = false }: { term: string; value: { minorUnits: number; currency: string }; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.amount} ${styles.total}` : styles.amount}>
      <dt>{term}</dt>
      <dd>
        <Price value={value} />
      </dd>
    </div>
  );
}
