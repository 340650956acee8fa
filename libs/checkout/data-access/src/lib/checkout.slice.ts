import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PhoneValue } from '@giftshop/util-validation';

export type CheckoutStep = 'details' | 'shipping' | 'payment';

/**
 * The details step as submitted. The same shape as the form's values (checkout-ui's CheckoutDetailsValues, which a
 * data-access library cannot import); the checkout feature passes one for the other, so the compiler keeps them equal.
 */
export interface SubmittedDetails {
  isBusiness: boolean;
  business: { companyName: string; kvkNumber: string; vatNumber: string; referenceNumber: string; invoiceEmail: string };
  billingAddress: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: PhoneValue;
    countryCode: string;
    postCode: string;
    houseNumber: string;
    suffix: string;
    street: string;
    city: string;
  };
}

/**
 * Where the shopper is in the checkout (spec §2.3), the details the first step submitted and what the gateway
 * refused. Form edits stay in the forms (Formik). Set in the browser only (the cart belongs to the cookie), and
 * emptied when the shopper leaves the checkout.
 */
export interface CheckoutState {
  step: CheckoutStep;
  /** The submitted details step; null until then, when the form starts from the customer's billing details. */
  details: SubmittedDetails | null;
  /** The gateway's refusals of the details, by field path (billingAddress.postCode). */
  detailsErrors: Record<string, string>;
  paymentErrors: Record<string, string>;
  /** A refused payment (2035, 2036) shown above the payment button. */
  paymentAlert: string | null;
}

export interface OrderRefusal {
  detailsErrors: Record<string, string>;
  paymentErrors: Record<string, string>;
  paymentAlert: string | null;
}

export const initialCheckoutState: CheckoutState = { step: 'details', details: null, detailsErrors: {}, paymentErrors: {}, paymentAlert: null };

const ORDER: CheckoutStep[] = ['details', 'shipping', 'payment'];

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    detailsSubmitted: (state, action: PayloadAction<SubmittedDetails>) => {
      state.step = 'shipping';
      state.details = action.payload;
      state.detailsErrors = {};
    },
    shippingConfirmed: (state) => {
      state.step = 'payment';
      state.paymentErrors = {};
      state.paymentAlert = null;
    },
    /** Only back: a later step needs the earlier ones done. */
    stepChosen: (state, action: PayloadAction<CheckoutStep>) => {
      if (ORDER.indexOf(action.payload) < ORDER.indexOf(state.step)) state.step = action.payload;
    },
    /** placeOrder refused: with a refusal of the details the shopper goes back to that step. */
    orderRefused: (state, action: PayloadAction<OrderRefusal>) => {
      const { detailsErrors, paymentErrors, paymentAlert } = action.payload;
      if (Object.keys(detailsErrors).length > 0) state.step = 'details';
      state.detailsErrors = detailsErrors;
      state.paymentErrors = paymentErrors;
      state.paymentAlert = paymentAlert;
    },
    checkoutLeft: () => initialCheckoutState,
  },
});

export const { detailsSubmitted, shippingConfirmed, stepChosen, orderRefused, checkoutLeft } = checkoutSlice.actions;

export type CheckoutSliceState = { [checkoutSlice.name]: CheckoutState };

export const checkoutReducers = { [checkoutSlice.name]: checkoutSlice.reducer };

export const selectCheckout = (state: CheckoutSliceState) => state.checkout;
export const selectCheckoutStep = (state: CheckoutSliceState) => state.checkout.step;
export const selectCheckoutDetails = (state: CheckoutSliceState) => state.checkout.details;
