import { Navigate } from 'react-router';
import { skipToken, useQuery } from '@apollo/client/react';
import { OrderConfirmationQuery } from '@giftshop/checkout-data-access';
import { PaymentUnavailable } from '@giftshop/checkout-ui';
import { useHydrated, useUserData } from '@giftshop/shared-data-access';
import { Spinner } from '@giftshop/shared-ui';
import { useBrand } from '@giftshop/util-brand';
import { useRoutes } from '@giftshop/util-i18n';
import { RetryPayment } from './retry-payment';

export interface PaymentRetryProps {
  orderUuid: string;
  /** The payment status the shopper came back with (FAILED, CANCELED, EXPIRED). */
  status: string;
}

/**
 * Back from the payment provider without a payment. With the brand's retry toggle on and the order still open, the
 * shopper is asked to complete the payment; otherwise told the order was not paid and sent back to the basket (to the
 * balance check for an order bought with a card balance).
 */
export function PaymentRetry({ orderUuid, status }: PaymentRetryProps) {
  const retryEnabled = useBrand().toggle('retryPaymentPage');
  const hydrated = useHydrated();
  const userData = useUserData();
  const routes = useRoutes();
  const { data, error } = useQuery(OrderConfirmationQuery, hydrated ? { variables: { userData, uuid: orderUuid }, fetchPolicy: 'network-only' } : skipToken);
  if (!data && !error) return <Spinner size="large" />;
  const order = data?.orderConfirmation.order;
  if (order?.status === 'COMPLETED') return <Navigate to={routes.path('orderConfirmation', { uuid: order.uuid })} replace />;
  if (!order || order.status !== 'PENDING' || !retryEnabled) {
    const redeem = order?.orderType === 'REDEEM';
    return <PaymentUnavailable backHref={routes.path(redeem ? 'checkBalance' : 'basket')} redeem={redeem} />;
  }
  return <RetryPayment order={order} status={status} />;
}
