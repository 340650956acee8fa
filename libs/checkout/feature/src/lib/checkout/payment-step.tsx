import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { CART_CHANGED, orderRefused, PaymentMethodsQuery, PlaceOrderMutation, stepChosen, type CheckoutState } from '@giftshop/checkout-data-access';
import { checkoutUiMessages, PaymentForm, type PaymentValues } from '@giftshop/checkout-ui';
import { errorRaised, goToPayment, unpaidOrderPath, useUserData } from '@giftshop/shared-data-access';
import { Button, Spinner } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { readGclid } from '@giftshop/util-analytics';
import { useDispatch } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import { placeOrderInput, refusal, type ConfirmedCart } from './place-order';
import { StepHeading } from './step-heading';
import styles from '../page-layout.module.css';

interface PaymentStepProps {
  state: CheckoutState;
  focus: boolean;
  /** Dispatches a move between the checkout's steps (the next step's heading then takes focus). */
  onMove: (action: UnknownAction) => void;
  /** The cart the overview shows; placing names its version. */
  cart: ConfirmedCart;
  /**
   * Asks for the cart again after placing found it changed (2042), so the overview shows what would be placed; the
   * form stays busy until it has, so a second click places the new version.
   */
  onCartChanged: () => Promise<unknown>;
}

/** Payment: the store's methods for the customer type, then placeOrder and off to the provider's page. */
export function PaymentStep({ state, focus, onMove, cart, onCartChanged }: PaymentStepProps) {
  const m = useMessages(checkoutUiMessages).payment;
  const routes = useRoutes();
  const navigate = useNavigate();
  const userData = useUserData();
  const dispatchRedux = useDispatch();
  const [redirecting, setRedirecting] = useState(false);
  const details = state.details;
  const customerType = details?.isBusiness ? 'BUSINESS' : 'PRIVATE';
  const methodsQuery = useQuery(PaymentMethodsQuery, { variables: { userData, customerType } });
  const [placeOrder] = useMutation(PlaceOrderMutation, { refetchQueries: ['CartQuantity'] });
  const methods = methodsQuery.data?.paymentMethods.paymentMethods ?? [];

  const submit = async (values: PaymentValues) => {
    // The payment step only shows after the details step was submitted.
    if (!details) return;
    let payload;
    try {
      payload = (await placeOrder({ variables: { userData, input: placeOrderInput(details, values, methods, cart, readGclid()) } })).data?.placeOrder;
    } catch {
      payload = undefined;
    }
    if (!payload) return void dispatchRedux(errorRaised({ code: -1, message: '' }));
    if (payload.errors.length > 0 || !payload.orderUuid) {
      const { refused, modalError } = refusal(payload.errors);
      onMove(orderRefused(refused));
      if (modalError) dispatchRedux(errorRaised(modalError));
      if (payload.errors.some((e) => e.code === CART_CHANGED)) await onCartChanged().catch(() => undefined);
      return;
    }
    if (payload.redirectUrl) {
      setRedirecting(true);
      // The cart is an order now: back from the provider's page, the shopper finds its payment, not an empty checkout.
      await goToPayment(payload.redirectUrl, unpaidOrderPath(routes.path('order'), payload.orderUuid));
      return;
    }
    void navigate(routes.path('orderConfirmation', { uuid: payload.orderUuid }));
  };

  return (
    <section className={styles.step} aria-label={m.heading}>
      <StepHeading focus={focus}>{m.heading}</StepHeading>
      {methodsQuery.loading && <Spinner />}
      {!methodsQuery.loading && methods.length === 0 && <p className={styles.message}>{m.noMethods}</p>}
      {methods.length > 0 && (
        <PaymentForm
          methods={methods}
          termsHref={routes.path('generalTerms')}
          onSubmit={submit}
          alert={state.paymentAlert}
          serverErrors={state.paymentErrors}
          status={redirecting ? m.redirecting : undefined}
        />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onMove(stepChosen('shipping'))}>
          {m.back}
        </Button>
      </div>
    </section>
  );
}
