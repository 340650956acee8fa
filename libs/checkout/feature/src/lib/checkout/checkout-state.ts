import { emptyDetails, type CheckoutDetailsValues } from '@giftshop/checkout-ui';

export type FlowStep = 'details' | 'shipping' | 'payment';

/** Where the shopper is in the checkout, and what the gateway refused. Form edits stay in the forms (Formik). */
export interface CheckoutState {
  step: FlowStep;
  details: CheckoutDetailsValues;
  /** The gateway's refusals of the details, by field path (billingAddress.postCode). */
  detailsErrors: Record<string, string>;
  paymentErrors: Record<string, string>;
  /** A refused payment (2035, 2036) shown above the payment button. */
  paymentAlert: string | null;
}

export type CheckoutEvent =
  | { type: 'detailsSubmitted'; details: CheckoutDetailsValues }
  | { type: 'shippingConfirmed' }
  | { type: 'stepChosen'; step: FlowStep }
  | { type: 'orderRefused'; detailsErrors: Record<string, string>; paymentErrors: Record<string, string>; paymentAlert: string | null };

export const initialCheckoutState = (storeCountry: string): CheckoutState => ({
  step: 'details',
  details: emptyDetails(storeCountry),
  detailsErrors: {},
  paymentErrors: {},
  paymentAlert: null,
});

const ORDER: FlowStep[] = ['details', 'shipping', 'payment'];

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'detailsSubmitted':
      return { ...state, step: 'shipping', details: event.details, detailsErrors: {} };
    case 'shippingConfirmed':
      return { ...state, step: 'payment', paymentErrors: {}, paymentAlert: null };
    case 'stepChosen':
      // Only back: a later step needs the earlier ones done.
      return ORDER.indexOf(event.step) < ORDER.indexOf(state.step) ? { ...state, step: event.step } : state;
    case 'orderRefused': {
      const backToDetails = Object.keys(event.detailsErrors).length > 0;
      return {
        ...state,
        step: backToDetails ? 'details' : state.step,
        detailsErrors: event.detailsErrors,
        paymentErrors: event.paymentErrors,
        paymentAlert: event.paymentAlert,
      };
    }
  }
}
