import { useEffect, useMemo, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { skipToken, useQuery } from '@apollo/client/react';
import { checkoutLeft, CheckoutCartQuery, detailsSubmitted, selectCheckout, shippingConfirmed, stepChosen } from '@giftshop/checkout-data-access';
import { CheckoutSteps, checkoutUiMessages, DetailsForm, EmptyCart, OrderOverview } from '@giftshop/checkout-ui';
import { modalClosed, modalOpened, selectModalOpen, useCustomerBilling, useHydrated, useStore, useUserData, type ModalsState } from '@giftshop/shared-data-access';
import { Button, callingCodeOptions, countryOptions, Spinner } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { useBeginCheckoutEvent } from '../analytics';
import { checkoutMessages } from '../messages';
import { prefilledDetails } from './prefill';
import { PaymentStep } from './payment-step';
import { ShippingStep } from './shipping-step';
import { StepHeading } from './step-heading';
import styles from '../page-layout.module.css';

/** Id of the "checkout order overview" modal (spec §2.6) in the modals slice. */
export const ORDER_OVERVIEW_MODAL = 'checkoutOrderOverview';

/** The cart answered "no cart" (empty order, not found) rather than failing. */
const NO_CART_CODES = new Set([1005, 2038]);

/** The checkout's steps over the visitor's cart, which is asked for in the browser (it belongs to the cookie). */
export function CheckoutFlow() {
  const m = useMessages(checkoutMessages).checkout;
  const ui = useMessages(checkoutUiMessages);
  const routes = useRoutes();
  const hydrated = useHydrated();
  const userData = useUserData();
  const store = useStore();
  const { data, error, refetch } = useQuery(CheckoutCartQuery, hydrated ? { variables: { userData }, fetchPolicy: 'network-only' } : skipToken);
  // A logged-in customer's details fill the first step; the answer is awaited so the form starts with them.
  const customer = useCustomerBilling();
  const state = useSelector(selectCheckout);
  const user = customer.user;
  const initialDetails = useMemo(() => state.details ?? prefilledDetails(user, store.countryCode), [state.details, user, store.countryCode]);
  const dispatch = useDispatch();
  // The checkout starts at its first step on every visit; what the shopper entered is not kept after leaving.
  useEffect(() => () => void dispatch(checkoutLeft()), [dispatch]);
  const moved = useRef(false);
  const move = (action: Parameters<typeof dispatch>[0]) => {
    moved.current = true;
    dispatch(action);
  };
  const overviewOpen = useSelector((s: { modals: ModalsState }) => selectModalOpen(s, ORDER_OVERVIEW_MODAL));

  const payload = data?.cartV2;
  useBeginCheckoutEvent(customer.answered ? payload?.order : undefined);
  if ((!payload && !error) || !customer.answered) return <Spinner size="large" label={m.loading} />;
  const failed = error || (payload && !payload.order && payload.errors.some((e) => !NO_CART_CODES.has(e.code)));
  if (failed) {
    return (
      <div className={styles.step}>
        <p role="alert" className={styles.message}>
          {m.loadFailed}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void refetch()}>
            {m.retry}
          </Button>
        </div>
      </div>
    );
  }
  const cart = payload?.order;
  if (!cart || cart.packagesGroups.length === 0) return <EmptyCart href={routes.path('productList')} />;

  const focus = moved.current;
  return (
    <>
      <CheckoutSteps current={state.step} onSelect={(step) => step !== 'success' && move(stepChosen(step))} />
      <div className={styles.columns}>
        <div className={styles.aside}>
          <OrderOverview
            cart={cart}
            open={overviewOpen}
            onOpen={() => dispatch(modalOpened({ id: ORDER_OVERVIEW_MODAL }))}
            onClose={() => dispatch(modalClosed(ORDER_OVERVIEW_MODAL))}
          />
        </div>
        <div className={styles.main}>
          {state.step === 'details' && (
            <section className={styles.step} aria-label={ui.details.heading}>
              <StepHeading focus={focus}>{ui.details.heading}</StepHeading>
              <DetailsForm
                initialValues={initialDetails}
                serverErrors={state.detailsErrors}
                countries={countryOptions(store.locale, store.countryCode)}
                callingCodes={callingCodeOptions(store.locale, store.countryCode)}
                onSubmit={(details) => move(detailsSubmitted(details))}
              />
            </section>
          )}
          {state.step === 'shipping' && (
            <ShippingStep
              shipments={cart.shipments}
              focus={focus}
              onBack={() => move(stepChosen('details'))}
              onContinue={() => move(shippingConfirmed())}
            />
          )}
          {state.step === 'payment' && (
            <PaymentStep state={state} focus={focus} onMove={move} cart={{ id: cart.id, version: cart.version }} onCartChanged={refetch} />
          )}
        </div>
      </div>
    </>
  );
}
