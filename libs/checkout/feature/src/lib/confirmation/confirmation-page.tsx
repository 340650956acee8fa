import { useLocation, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { OrderConfirmationQuery } from '@giftshop/checkout-data-access';
import { CheckoutSteps, OrderConfirmation } from '@giftshop/checkout-ui';
import { useUserData } from '@giftshop/shared-data-access';
import { AppLink } from '@giftshop/shared-ui';
import { useBrand } from '@giftshop/util-brand';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { usePurchaseEvent } from '../analytics';
import { checkoutMessages } from '../messages';
import { AccountOnOrderOffer } from './account-on-order-offer';
import { confirmationUuid } from './confirmation-uuid';
import styles from '../page-layout.module.css';

/** `/order/{uuid}/` and `/order/success/?order={uuid}`: the placed order, read from the cache its loader filled. */
export function OrderConfirmationPage() {
  const m = useMessages(checkoutMessages).confirmation;
  const routes = useRoutes();
  const bankDetails = useBrand().config.bankDetails;
  const params = useParams();
  const { search } = useLocation();
  const userData = useUserData();
  const uuid = confirmationUuid(params, new URLSearchParams(search)) ?? '';
  const { data } = useQuery(OrderConfirmationQuery, { variables: { userData, uuid } });
  const order = data?.orderConfirmation.order;
  usePurchaseEvent(order, uuid);
  return (
    <div className={styles.page}>
      <CheckoutSteps current="success" />
      <h1 className={styles.title}>{m.heading}</h1>
      {order && <OrderConfirmation order={order} bankDetails={bankDetails} />}
      {order && <AccountOnOrderOffer orderUuid={uuid} email={order.billingAddress?.email} />}
      <p className={styles.message}>
        <AppLink href={routes.path('productList')} className={styles.link}>
          {m.continueShopping}
        </AppLink>
      </p>
    </div>
  );
}
