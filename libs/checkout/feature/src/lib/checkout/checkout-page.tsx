import { useSearchParams } from 'react-router';
import { useMessages } from '@giftshop/util-i18n';
import { checkoutMessages } from '../messages';
import { PaymentRetry } from '../retry/payment-retry';
import { CheckoutFlow } from './checkout-flow';
import styles from '../page-layout.module.css';

/**
 * `/order/`: the checkout steps, or, back from the payment provider with `?order={uuid}&error={status}` (spec
 * §2.3), the request to complete the payment of the order placed before.
 */
export function CheckoutPage() {
  const m = useMessages(checkoutMessages).checkout;
  const [search] = useSearchParams();
  const order = search.get('order');
  const error = search.get('error');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{m.title}</h1>
      {order && error ? <PaymentRetry orderUuid={order} status={error} /> : <CheckoutFlow />}
    </div>
  );
}
