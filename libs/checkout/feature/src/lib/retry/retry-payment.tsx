import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import { useMutation, useQuery } from '@apollo/client/react';
import { cancelOrderOnExit, CancelOrderMutation, isPaymentRefusal, PaymentMethodsQuery, splitServiceErrors, StartPaymentMutation } from '@giftshop/checkout-data-access';
import {
  BalanceRestored,
  checkoutUiMessages,
  LeaveOrderModal,
  PaymentForm,
  PaymentRetryNotice,
  paymentSplit,
  toPaymentChoice,
  type BalanceRestoredProps,
  type PaymentValues,
} from '@giftshop/checkout-ui';
import { errorRaised, goToPayment, useUserData } from '@giftshop/shared-data-access';
import type { OrderConfirmation_OrderFragment } from '@giftshop/shared-graphql';
import { Price, Spinner } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { useLeaveGuard } from './use-leave-guard';
import styles from '../page-layout.module.css';

interface RetryPaymentProps {
  order: OrderConfirmation_OrderFragment;
  status: string;
}

/** Completing the payment of a placed order: a method again, then startPayment and off to the provider. */
export function RetryPayment({ order, status }: RetryPaymentProps) {
  const ui = useMessages(checkoutUiMessages);
  const routes = useRoutes();
  const navigate = useNavigate();
  const userData = useUserData();
  const dispatchRedux = useDispatch();
  const [alert, setAlert] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [redirecting, setRedirecting] = useState(false);
  const [restored, setRestored] = useState<Omit<BalanceRestoredProps, 'balanceCheckHref'> | null>(null);
  const customerType = order.billingAddress?.customerType ?? 'PRIVATE';
  const methodsQuery = useQuery(PaymentMethodsQuery, { variables: { userData, customerType } });
  const [startPayment] = useMutation(StartPaymentMutation);
  // Not written to the cache: the cancelled order would replace this page before the navigation goes on.
  const [cancelOrder] = useMutation(CancelOrderMutation, { fetchPolicy: 'no-cache' });
  const methods = methodsQuery.data?.paymentMethods.paymentMethods ?? [];

  // An order bought with a card balance stays on the page once cancelled, to show the balance is back.
  const onLeave = useCallback(
    async (destination: string | null) => {
      const result = await cancelOrder({ variables: { userData, orderUuid: order.uuid } }).catch(() => undefined);
      const cancelled = result?.data?.cancelOrder.order;
      if (cancelled?.status !== 'CANCELED' || cancelled.giftCardPayments.length === 0) return true;
      setRestored({ cards: cancelled.giftCardPayments, continueHref: destination });
      return false;
    },
    [cancelOrder, userData, order.uuid],
  );
  const onExit = useCallback(() => cancelOrderOnExit(userData, order.uuid), [userData, order.uuid]);
  const guard = useLeaveGuard(!redirecting, onLeave, onExit);

  const submit = async (values: PaymentValues) => {
    setAlert(null);
    setFieldErrors({});
    const { paymentMethod, issuer } = toPaymentChoice(values, methods);
    let payload;
    try {
      payload = (await startPayment({ variables: { userData, orderUuid: order.uuid, method: paymentMethod, issuer } })).data?.startPayment;
    } catch {
      payload = undefined;
    }
    if (!payload) return void dispatchRedux(errorRaised({ code: -1, message: '' }));
    if (payload.errors.length > 0) {
      // startPayment names the method `method`; the form calls it paymentMethod.
      const { fields, general } = splitServiceErrors(payload.errors, (path) => path === 'method' || path === 'issuer');
      setFieldErrors({ ...(fields['method'] ? { paymentMethod: fields['method'] } : {}), ...(fields['issuer'] ? { issuer: fields['issuer'] } : {}) });
      if (isPaymentRefusal(general)) setAlert(general.message);
      else if (general) dispatchRedux(errorRaised(general));
      return;
    }
    guard.release();
    if (payload.redirectUrl) {
      setRedirecting(true);
      await goToPayment(payload.redirectUrl);
      setRedirecting(false);
      return;
    }
    void navigate(routes.path('orderConfirmation', { uuid: order.uuid }));
  };

  const split = paymentSplit(order);
  if (restored) return <BalanceRestored {...restored} balanceCheckHref={routes.path('checkBalance')} />;

  return (
    <section className={styles.step} aria-label={ui.retry.heading}>
      <h2 className={styles.stepHeading}>{ui.retry.heading}</h2>
      <PaymentRetryNotice status={status} />
      <dl className={styles.orderLine}>
        {order.referenceNumber && (
          <div>
            <dt>{ui.confirmation.reference}</dt>
            <dd>{order.referenceNumber}</dd>
          </div>
        )}
        <div>
          <dt>{ui.confirmation.total}</dt>
          <dd>
            <Price value={order.totals.grandTotal} />
          </dd>
        </div>
        {split.cards.minorUnits > 0 && (
          <>
            <div>
              <dt>{ui.confirmation.paidWithCards}</dt>
              <dd>
                <Price value={split.cards} />
              </dd>
            </div>
            <div>
              <dt>{ui.retry.toPay}</dt>
              <dd>
                <Price value={split.rest} />
              </dd>
            </div>
          </>
        )}
      </dl>
      {methodsQuery.loading ? (
        <Spinner />
      ) : (
        <PaymentForm
          methods={methods}
          submitLabel={ui.retry.complete}
          onSubmit={submit}
          alert={alert}
          serverErrors={fieldErrors}
          status={redirecting ? ui.payment.redirecting : undefined}
        />
      )}
      <LeaveOrderModal open={guard.asking} onStay={guard.stay} onLeave={() => void guard.leave()} leaving={guard.leaving} />
    </section>
  );
}
