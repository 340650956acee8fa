import { isPaymentRefusal, splitServiceErrors, type OrderRefusal } from '@giftshop/checkout-data-access';
import { toOrderDetails, toPaymentChoice, type CheckoutDetailsValues, type PaymentValues } from '@giftshop/checkout-ui';
import type { ServiceError } from '@giftshop/shared-data-access';
import type { PaymentForm_MethodFragment, PlaceOrderInput } from '@giftshop/shared-graphql';
import { formField, isDetailsField, isFormField } from './field-paths';

/** The cart as the shopper sees it in the order overview: placing names it, so a cart changed since is refused. */
export interface ConfirmedCart {
  id: string;
  version: number;
}

/**
 * placeOrder's input from the submitted details, the payment step and the cart the shopper confirmed, with the ad
 * click id the shopper arrived with (`readGclid`), when one is stored.
 */
export function placeOrderInput(
  details: CheckoutDetailsValues,
  payment: PaymentValues,
  methods: readonly PaymentForm_MethodFragment[],
  cart: ConfirmedCart,
  gclid: string | null = null,
): PlaceOrderInput {
  const { customerType, billingAddress, business } = toOrderDetails(details);
  const { paymentMethod, issuer } = toPaymentChoice(payment, methods);
  return { orderUuid: cart.id, cartVersion: cart.version, customerType, billingAddress, business, termsAccepted: payment.termsAccepted, paymentMethod, issuer, gclid };
}

export type Refusal = { refused: OrderRefusal; modalError: ServiceError | null };

/**
 * What to do with placeOrder's errors: field errors go onto their fields (the details step when any is there),
 * a refused payment (2035, 2036) or a changed cart (2042) above the payment button, anything else to the error modal.
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
  return { refused: { detailsErrors, paymentErrors, paymentAlert }, modalError: paymentAlert ? null : general };
}
