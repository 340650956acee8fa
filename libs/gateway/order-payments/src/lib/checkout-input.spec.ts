import type { PlaceOrderInput } from '@giftshop/gateway-core';
import { billingAddressValues, placeOrderInputErrors } from './checkout-input';

const input: PlaceOrderInput = {
  customerType: 'BUSINESS',
  billingAddress: {
    firstName: ' Grace ',
    lastName: 'Hopper',
    countryCode: 'gb',
    postCode: 'sw1a 1aa',
    houseNumber: '10',
    street: 'Downing Street',
    city: 'London',
    email: 'grace@example.com',
    phoneNumber: '+44 (7700) 900-1',
  },
  business: { companyName: 'Hopper Ltd', kvkNumber: '123', vatNumber: 'GB1', referenceNumber: 'PO-1', invoiceEmail: 'ap@example.com' },
  termsAccepted: true,
  paymentMethod: 'invoice',
};
const offered = [{ id: 'invoice' as const, title: 'Invoice', banks: [], rawProviderData: '{}' }];

describe('place order input', () => {
  it('stores a normalized billing address with the business details', () => {
    expect(billingAddressValues(input, null)).toMatchObject({
      kind: 'BILLING',
      customerType: 'BUSINESS',
      firstName: 'Grace',
      countryCode: 'GB',
      postCode: 'SW1A 1AA',
      phoneNumber: '+44 77009001',
      companyName: 'Hopper Ltd',
      kvkNumber: '123',
      vatNumber: 'GB1',
      referenceNumber: 'PO-1',
      invoiceEmail: 'ap@example.com',
    });
  });

  it('keeps no business details on a private order', () => {
    expect(billingAddressValues({ ...input, customerType: 'PRIVATE' }, null)).toMatchObject({ companyName: null, kvkNumber: null, vatNumber: null, referenceNumber: null });
  });

  it('answers field errors and a method error together', () => {
    const errors = placeOrderInputErrors({ ...input, termsAccepted: false, paymentMethod: 'visa' }, offered, 'en');
    expect(errors.map((e) => e.referencedRequestParameter)).toEqual(['termsAccepted', 'paymentMethod']);
    expect(placeOrderInputErrors(input, offered, 'en')).toEqual([]);
  });
});
