import type { AccountOrder_OrderFragment } from '@giftshop/shared-graphql';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { formatMoney } from '@giftshop/util-money';
import { calendarDate } from './format';
import { ordersUiMessages } from './messages';
import styles from './orders.module.css';

type Item = AccountOrder_OrderFragment['items'][number];

const receiverNames = (item: Item) =>
  item.receivers.map((r) => [r.firstName, r.lastName].filter(Boolean).join(' ') + (r.email ? ` (${r.email})` : '')).join(', ');

/** The cards of an order: value and count, how and when they go, receivers, message, packaging and promotion. */
export function OrderItems({ items }: { items: AccountOrder_OrderFragment['items'] }) {
  const m = useMessages(ordersUiMessages).details;
  const { locale } = useI18n();
  const when = (item: Item) => {
    const how = item.deliveryType === 'DIGITAL' ? m.digital : m.physical;
    const date = item.deliveryDate ? [calendarDate(item.deliveryDate, locale), item.deliveryTime].filter(Boolean).join(' ') : m.deliverySoon;
    return `${how}, ${date}`;
  };
  return (
    <ul className={styles.items}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <p className={styles.itemTitle}>
            <span>{item.productTitle}</span>
            <span>{format(m.itemLine, { count: item.count, price: formatMoney(item.price, locale) })}</span>
          </p>
          <dl className={styles.itemFacts}>
            <Fact term={m.delivery} value={when(item)} />
            {item.receivers.length > 0 && <Fact term={m.receivers} value={receiverNames(item)} />}
            {item.personalNote && <Fact term={m.personalNote} value={item.personalNote} />}
            {item.wrapper && <Fact term={m.wrapper} value={item.wrapper} />}
            {item.extraPacking && <Fact term={m.extraPacking} value={item.extraPacking} />}
            {item.promotionAmount && item.promotionAmount.minorUnits > 0 && <Fact term={m.promotion} value={formatMoney(item.promotionAmount, locale)} />}
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
