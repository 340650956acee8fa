import { isPaymentRefusal, splitServiceErrors } from '@giftshop/checkout-data-access';
import { toOrderDetails, toPaymentChoice, type CheckoutDetailsValues, type PaymentValues } from '@giftshop/checkout-ui';
import type { ServiceError } from '@giftshop/shared-data-access';
import type { PaymentForm_MethodFragment, PlaceOrderInput } from '@giftshop/shared-graphql';
import type { CheckoutEvent } from './checkout-state';
import { formField, isDetailsField, isFormField } from './field-paths';

/** placeOrder's input from the submitted details and the payment step. */
export function placeOrderInput(details: CheckoutDetailsValues, payment: PaymentValues, methods: readonly PaymentForm_MethodFragment[]): PlaceOrderInput {
  const { customerType, billingAddress, business } = toOrderDetails(details);
  const { paymentMethod, issuer } = toPaymentChoice(payment, methods);
  return { customerType, billingAddress, business, termsAccepted: payment.termsAccepted, paymentMethod, issuer };
}

export type Refusal = { event: Extract<CheckoutEvent, { type: 'orderRefused' }>; modalError: ServiceError | null };

/**
 * What to do with placeOrder's errors: field errors go onto their fields (the details step when any is there),
 * a refused payment (2035, 2036) above the payment button, anything else to the error modal.
 */
export function refusal(errors: readonly ServiceError[]): Refusal {
  const { fields, general } = splitServiceErrors(errors, isFormField);
  const detailsErrors: Record<string, string> = {};
  const paymentErrors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    if (isDetailsField(path)) detailsErrors[formField(path)] ??= message;
    else paymentErrors[path] = message;
  }
  const paymentAlert = isPaymentRefusal(general) ? general.message : null;
  return { event: { type: 'orderRefused', detailsErrors, paymentErrors, paymentAlert }, modalError: paymentAlert ? null : general };
}
