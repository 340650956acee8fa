import { useEffect, useMemo, useState } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { orderPlaced, REDEEM_ORDER_CHANGED, RedeemPaymentMethodsQuery, usePlaceRedeemOrder, useRedeemDispatch, useRedeemOrder } from '@giftshop/redeem-data-access';
import { PlacedRedeemOrder, prefilledRedeemBilling, REDEEM_BILLING_FIELDS, RedeemBillingForm, RedeemOrderSummary, toPlaceRedeemOrder, type RedeemBillingValues } from '@giftshop/redeem-ui';
import { goToPayment, unpaidOrderPath, useCustomerBilling, useRaiseServiceError, useStore, useUserData } from '@giftshop/shared-data-access';
import { AppLink, Spinner } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { redeemMessages } from '../messages';
import type { RedeemContext } from '../redeem-frame/redeem-frame';
import { redeemRefusals } from '../redeem-frame/refusals';
import { RedeemState } from '../redeem-frame/redeem-state';
import styles from '../redeem-frame/redeem-frame.module.css';

/** The redeem checkout of the holder of `token`. */
export function RedeemCheckout({ token, allowUnload }: RedeemContext) {
  const m = useMessages(redeemMessages).redeemCheckout;
  const routes = useRoutes();
  const store = useStore();
  const userData = useUserData();
  const raise = useRaiseServiceError();
  const dispatch = useRedeemDispatch();
  const [placedUuid, setPlacedUuid] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [redirecting, setRedirecting] = useState(false);
  const { session, order, loading, ended: sessionEnded, failed, refetch } = useRedeemOrder(token, placedUuid);
  const toPay = (order?.amountToPay.minorUnits ?? 0) > 0;
  const methodsQuery = useQuery(RedeemPaymentMethodsQuery, toPay && !placedUuid ? { variables: { userData } } : skipToken);
  const methods = methodsQuery.data?.paymentMethods.paymentMethods ?? [];
  const place = usePlaceRedeemOrder(token);
  // A logged-in holder's details fill the form; the answer is awaited so the form starts with them.
  const customer = useCustomerBilling();
  const user = customer.user;
  const business = order?.business ?? false;
  const placedOrder = placedUuid && order && order.status !== 'CART' ? order : null;
  useEffect(() => {
    if (!placedOrder) return;
    const total = placedOrder.totals.grandTotal;
    const taken = { minorUnits: total.minorUnits - placedOrder.amountToPay.minorUnits, currency: total.currency };
    dispatch(orderPlaced({ taken, left: placedOrder.remainingBalance }));
  }, [placedOrder, dispatch]);
  const initialValues = useMemo(() => prefilledRedeemBilling(user, store.countryCode, business), [user, store.countryCode, business]);

  const submit = async (values: RedeemBillingValues) => {
    if (!order) return;
    // The order as the summary shows it: a change since (another tab, a late add) is refused (2042), not placed.
    const outcome = await place(order.id, { ...toPlaceRedeemOrder(values, methods, order.business), orderVersion: order.version });
    if (outcome.errors.length > 0 || !outcome.orderUuid) {
      const refusal = redeemRefusals(outcome.errors, REDEEM_BILLING_FIELDS);
      setServerErrors(refusal.fields);
      if (refusal.ended) setEnded(true);
      if (refusal.rest.length > 0) raise(refusal.rest);
      // The summary shows the order as it is now, and the next try names that version.
      if (outcome.errors.some((error) => error.code === REDEEM_ORDER_CHANGED)) refetch();
      return;
    }
    if (outcome.redirectUrl) {
      setRedirecting(true);
      allowUnload();
      // The redeem order is placed: back from the provider's page, the holder finds its payment.
      await goToPayment(outcome.redirectUrl, unpaidOrderPath(routes.path('order'), outcome.orderUuid));
      return;
    }
    setPlacedUuid(outcome.orderUuid);
    refetch();
  };

  if (!session || ended || sessionEnded) return <RedeemState loading={loading} ended={ended || sessionEnded} failed={failed} onRetry={refetch} />;
  if (placedOrder && placedUuid) return <PlacedRedeemOrder order={placedOrder} detailsHref={routes.path('orderConfirmation', { uuid: placedUuid })} />;
  if (loading || placedUuid || !customer.answered) return <Spinner size="large" />;
  const packages = order?.shipments.flatMap((shipment) => shipment.packages) ?? [];
  // An order of a business redeem page goes back to that page's shop.
  const shopHref = order?.pageId ? routes.path('redeemBusinessShop', { pageId: order.pageId }) : routes.path('redeemShop');
  if (!order || packages.length === 0) {
    return (
      <div className={styles.notice}>
        <p>{m.empty}</p>
        <AppLink href={shopHref} className={styles.link}>
          {m.toShop}
        </AppLink>
      </div>
    );
  }
  return (
    <div className={styles.columns}>
      <div className={styles.aside}>
        <RedeemOrderSummary order={order} />
        <AppLink href={shopHref} className={styles.link}>
          {m.toShop}
        </AppLink>
      </div>
      <section aria-labelledby="redeem-pay-heading">
        <h2 id="redeem-pay-heading">{m.payHeading}</h2>
        {toPay && methodsQuery.loading ? (
          <Spinner size="large" />
        ) : (
          <RedeemBillingForm
            storeCountry={store.countryCode}
            methods={toPay ? methods : []}
            termsHref={routes.path('generalTerms')}
            onSubmit={submit}
            serverErrors={serverErrors}
            status={redirecting ? m.redirecting : undefined}
            business={order.business}
            initialValues={initialValues}
          />
        )}
      </section>
    </div>
  );
}
