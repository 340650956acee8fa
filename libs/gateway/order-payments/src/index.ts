export { canTransition, OrderTransitionError, transitionOrder, type OrderStatus } from './lib/order-status';
export { acceptsStatus, FINAL_PAYMENT_STATUSES, isRetryable, type PaymentStatus } from './lib/payment-status';
export {
  WebhookPayloadError,
  type CreatedPayment,
  type PaymentEvent,
  type PaymentMethodId,
  type PaymentProvider,
  type PaymentRequest,
} from './lib/payment-provider';
export {
  createSandboxProvider,
  PAID_LATER,
  sandboxOutcomes,
  sandboxPagePath,
  type SandboxOutcome,
  type SandboxWebhookBody,
} from './lib/sandbox/sandbox-provider';
export {
  SANDBOX_SIGNATURE_HEADER,
  sandboxFormToken,
  signSandboxBody,
  verifySandboxFormToken,
  verifySandboxSignature,
} from './lib/sandbox/sandbox-signature';
export { banksOf, methodProblem, paymentMethodsFor, type CustomerType, type MethodProblem, type OfferedPaymentMethod } from './lib/payment-methods';
export { paymentMethodTitle, sandboxIdealBanks } from './lib/payment-method-titles';
export { methodPaysIn } from './lib/payment-method-currencies';
export {
  DEV_WEBHOOK_SECRET,
  ORDER_PAYMENT_WINDOW_HOURS,
  PAID_BY_VOUCHER,
  PAYMENT_ATTEMPT_LIMIT,
  paymentWindowHours,
  VOUCHER_PAYMENT_WINDOW_HOURS,
} from './lib/payment-settings';
export { createPayment, paymentAtProvider, type StartedPayment } from './lib/create-payment';
export { methodError, startPayment, type StartPaymentRequest } from './lib/start-payment';
export { ACTIVATION_FULFIL_JOB, applyPaymentEvent, fulfilJob, UnknownPaymentError, type EventOutcome } from './lib/apply-payment-event';
export { cancelOrder, expireOrderJob, ORDER_EXPIRE_JOB } from './lib/cancel-order';
export { openIncidents, recordIncident, type Incident, type IncidentKind } from './lib/payment-incidents';
export { orderPaymentStatus, type OrderPaymentView } from './lib/payment-status-view';
export { paymentReturnPath } from './lib/return-url';
export { findOrder, findPayment, latestPayment, paymentsOf, type OrderRow, type PaymentRow } from './lib/payments.repository';
export { createPaymentsRuntime, requireProvider, type BankAccount, type PaymentsConfig, type PaymentsRuntime } from './lib/payments-runtime';
export {
  PAYMENT_PROVIDER_CHOICES,
  paymentProviders,
  type PaymentProviderChoice,
  type PaymentProviderName,
  type ProviderSettings,
} from './lib/payment-providers';
export { billingAddressValues, checkoutFieldErrors, placeOrderInputErrors } from './lib/checkout-input';
export { savedBillingAddress, storeBillingAddress } from './lib/billing-address';
export { customerOrderView, type CustomerOrderView } from './lib/customer-order-view';
