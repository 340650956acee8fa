import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paymentOutcome, usePaymentStatus } from '@giftshop/checkout-data-access';
import { checkoutUiMessages, PaymentProcessing } from '@giftshop/checkout-ui';
import { AppLink } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { checkoutMessages } from '../messages';
import styles from '../page-layout.module.css';

/**
 * `/order/processing-payment/?order={uuid}`, where the payment provider sends the shopper back: asks for the payment
 * status until it is known, then goes to the confirmation (paid) or back to the checkout to complete the payment.
 */
export function ProcessingPaymentPage() {
  const m = useMessages(checkoutMessages).processing;
  const ui = useMessages(checkoutUiMessages).processing;
  const routes = useRoutes();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orderUuid = search.get('order')?.trim() || null;
  const { status, error, timedOut, checkAgain } = usePaymentStatus(orderUuid);

  useEffect(() => {
    if (!status || !orderUuid) return;
    const outcome = paymentOutcome(status);
    if (outcome === 'paid') void navigate(routes.path('orderConfirmation', { uuid: orderUuid }), { replace: true });
    if (outcome === 'unpaid') void navigate(`${routes.path('order')}?${new URLSearchParams({ order: orderUuid, error: status })}`, { replace: true });
  }, [status, orderUuid, navigate, routes]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{ui.heading}</h1>
      {!orderUuid || error ? (
        <div className={styles.step}>
          <p className={styles.message}>{m.noOrder}</p>
          <p className={styles.message}>
            <AppLink href={routes.path('basket')} className={styles.link}>
              {m.toBasket}
            </AppLink>
          </p>
        </div>
      ) : (
        <PaymentProcessing awaitingApp={status === 'PENDING'} timedOut={timedOut} onCheckAgain={checkAgain} />
      )}
    </div>
  );
}
