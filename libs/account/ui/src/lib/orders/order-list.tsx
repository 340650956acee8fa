import type { AccountOrder_OrderFragment } from '@giftshop/shared-graphql';
import { Button, Price } from '@giftshop/shared-ui';
import { useBrand } from '@giftshop/util-brand';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { orderDate, orderName } from './format';
import { ordersUiMessages } from './messages';
import styles from './orders.module.css';

export interface OrderListProps {
  orders: readonly AccountOrder_OrderFragment[];
  total: number;
  hasMore: boolean;
  loadingMore?: boolean;
  onShowMore: () => void;
  onOpen: (order: AccountOrder_OrderFragment) => void;
}

/** The customer's orders, newest first: number, date, status and total, and a page more on request. */
export function OrderList({ orders, total, hasMore, loadingMore = false, onShowMore, onOpen }: OrderListProps) {
  const m = useMessages(ordersUiMessages);
  const { locale } = useI18n();
  const { timeZone } = useBrand().config;
  if (orders.length === 0) return <p className={styles.empty}>{m.empty}</p>;
  return (
    <section aria-label={m.listLabel}>
      <ul className={styles.list}>
        {orders.map((order) => (
          <li key={order.id} className={styles.order}>
            <dl className={styles.summary}>
              <div>
                <dt>{m.reference}</dt>
                <dd>{order.referenceNumber ?? '–'}</dd>
              </div>
              <div>
                <dt>{m.date}</dt>
                <dd>{orderDate(order.orderDate, locale, timeZone)}</dd>
              </div>
              <div>
                <dt>{m.status}</dt>
                <dd>{m.statuses[order.status]}</dd>
              </div>
              <div>
                <dt>{m.total}</dt>
                <dd>
                  <Price value={order.totals.grandTotal} />
                </dd>
              </div>
            </dl>
            <Button variant="secondary" onClick={() => onOpen(order)} aria-haspopup="dialog">
              {format(m.viewDetails, { reference: orderName(order, m, locale, timeZone) })}
            </Button>
          </li>
        ))}
      </ul>
      <p className={styles.count} role="status">
        {format(m.shown, { shown: orders.length, total })}
      </p>
      {hasMore && (
        <Button variant="secondary" onClick={onShowMore} loading={loadingMore} className={styles.more}>
          {m.showMore}
        </Button>
      )}
    </section>
  );
}
