import type { OrderConfirmation_OrderFragment } from '@giftshop/shared-graphql';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { formatMoney } from '@giftshop/util-money';
import { formatDate } from '../dates';
import { checkoutUiMessages } from '../messages';
import styles from './order-confirmation.module.css';

type Item = OrderConfirmation_OrderFragment['items'][number];

const names = (item: Item) => item.receivers.map((r) => [r.firstName, r.lastName].filter(Boolean).join(' ') + (r.email ? ` (${r.email})` : '')).join(', ');

/** The order's cards: value and count, receivers, message, wrapper, packing and delivery moment; an unpaid order shows no dispatch. */
export function OrderItems({ items, unpaid = false }: { items: OrderConfirmation_OrderFragment['items']; unpaid?: boolean }) {
  const m = useMessages(checkoutUiMessages).confirmation;
  const { locale } = useI18n();
  const delivery = (item: Item) => {
    const how = item.deliveryType === 'DIGITAL' ? m.digital : m.physical;
    if (!item.deliveryDate) return `${how}: ${m.deliverySoon}`;
    const date = formatDate(item.deliveryDate, locale);
    return `${how}: ${item.deliveryTime ? format(m.deliveryAt, { date, time: item.deliveryTime }) : format(m.deliveryOn, { date })}`;
  };
  // Physical cards: the dispatch rule's dates, known once the order is fulfilled.
  const dispatch = (item: Item) =>
    [
      item.dispatchDate && format(m.dispatch, { date: formatDate(item.dispatchDate, locale) }),
      item.expectedDeliveryDate && format(m.expected, { date: formatDate(item.expectedDeliveryDate, locale) }),
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <ul className={styles.items}>
      {items.map((item, index) => (
        <li key={`${item.productTitle}-${index}`} className={styles.item}>
          <h3 className={styles.itemTitle}>{item.productTitle}</h3>
          <p className={styles.itemLine}>{format(m.quantity, { count: item.count, price: formatMoney(item.price, locale) })}</p>
          <dl className={styles.facts}>
            {item.receivers.length > 0 && <Fact term={m.receivers} value={names(item)} />}
            {item.personalNote && <Fact term={m.message} value={item.personalNote} />}
            {item.wrapper && <Fact term={m.wrapper} value={item.wrapper} />}
            {item.extraPacking && <Fact term={m.packing} value={item.extraPacking} />}
            <Fact term={m.delivery} value={delivery(item)} />
            {!unpaid && item.deliveryType === 'PHYSICAL' && item.dispatchDate && <Fact term={m.dispatchTerm} value={dispatch(item)} />}
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
