export * from './lib/checkout.documents';
export { paymentOutcome, type PaymentOutcome } from './lib/payment-outcome';
export { CART_CHANGED, isPaymentRefusal, PAYMENT_REFUSAL_CODES, splitServiceErrors, type SplitErrors } from './lib/service-errors';
export { POLL_INTERVAL_MS, POLL_LIMIT, usePaymentStatus, type PaymentStatusState } from './lib/use-payment-status';
export { cancelOrderOnExit } from './lib/cancel-on-exit';
export { CreateAccountOnOrderMutation } from './lib/account-on-order.documents';
export { useCreateAccountOnOrder, type AccountOnOrderOutcome } from './lib/use-account-on-order';
export {
  checkoutLeft,
  checkoutReducers,
  checkoutSlice,
  detailsSubmitted,
  initialCheckoutState,
  orderRefused,
  selectCheckout,
  selectCheckoutDetails,
  selectCheckoutStep,
  shippingConfirmed,
  stepChosen,
  type CheckoutSliceState,
  type CheckoutState,
  type CheckoutStep,
  type OrderRefusal,
  type SubmittedDetails,
} from './lib/checkout.slice';
