import { configureStore } from '@reduxjs/toolkit';
import { checkoutLeft, checkoutReducers, detailsSubmitted, orderRefused, selectCheckoutStep, shippingConfirmed, stepChosen, type SubmittedDetails } from './checkout.slice';

const makeStore = () => configureStore({ reducer: checkoutReducers });

const details: SubmittedDetails = {
  isBusiness: false,
  business: { companyName: '', kvkNumber: '', vatNumber: '', referenceNumber: '', invoiceEmail: '' },
  billingAddress: {
    firstName: 'Amelia',
    lastName: 'Hartley',
    email: 'amelia.hartley@example.co.uk',
    phoneNumber: { callingCode: '+44', number: '7700900123' },
    countryCode: 'GB',
    postCode: 'SW1A 2AA',
    houseNumber: '10',
    suffix: '',
    street: 'Downing Street',
    city: 'London',
  },
};

describe('checkout slice', () => {
  it('goes from the details through shipping to payment, keeping the submitted details', () => {
    const store = makeStore();
    store.dispatch(detailsSubmitted(details));
    expect(selectCheckoutStep(store.getState())).toBe('shipping');
    store.dispatch(shippingConfirmed());
    expect(store.getState().checkout).toMatchObject({ step: 'payment', details });
  });

  it('only goes back when a step is chosen', () => {
    const store = makeStore();
    store.dispatch(stepChosen('payment'));
    expect(selectCheckoutStep(store.getState())).toBe('details');
    store.dispatch(detailsSubmitted(details));
    store.dispatch(shippingConfirmed());
    store.dispatch(stepChosen('details'));
    expect(selectCheckoutStep(store.getState())).toBe('details');
  });

  it('returns to the details step when placing refused a detail, and stays for a refused payment', () => {
    const store = makeStore();
    store.dispatch(detailsSubmitted(details));
    store.dispatch(shippingConfirmed());
    store.dispatch(orderRefused({ detailsErrors: {}, paymentErrors: {}, paymentAlert: 'Payment refused' }));
    expect(store.getState().checkout).toMatchObject({ step: 'payment', paymentAlert: 'Payment refused' });
    store.dispatch(orderRefused({ detailsErrors: { 'billingAddress.postCode': 'Unknown postcode' }, paymentErrors: {}, paymentAlert: null }));
    expect(store.getState().checkout).toMatchObject({ step: 'details', detailsErrors: { 'billingAddress.postCode': 'Unknown postcode' } });
  });

  it('forgets the details when the shopper leaves the checkout', () => {
    const store = makeStore();
    store.dispatch(detailsSubmitted(details));
    store.dispatch(checkoutLeft());
    expect(store.getState().checkout).toEqual({ step: 'details', details: null, detailsErrors: {}, paymentErrors: {}, paymentAlert: null });
  });
});
