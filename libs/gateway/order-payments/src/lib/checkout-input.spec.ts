import type { PlaceOrderInput } from '@giftshop/gateway-core';
import { billingAddressValues, placeOrderInputErrors } from './checkout-input';

const input: PlaceOrderInput = {
  orderUuid: '7b0e4c2a-9f1d-4e3b-8a6c-5d2f1e0b9a87',
  cartVersion: 3,
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
    phoneNumber: '+44 (0)20 7946-0958',
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
      phoneNumber: '+442079460958',
      companyName: 'Hopper Ltd',
      kvkNumber: '123',
      vatNumber: 'GB1',
      referenceNumber: 'PO-1',
      invoiceEmail: 'ap@example.com',
    });
  });

  it('stores the phone as E.164, reading a national number in the country of the address', () => {
    const phoneOf = (phoneNumber: string, countryCode = 'GB') => billingAddressValues({ ...input, billingAddress: { ...input.billingAddress, phoneNumber, countryCode } }, null).phoneNumber;
    expect(phoneOf('+44 7400 123456')).toBe('+447400123456');
    expect(phoneOf('07400 123456')).toBe('+447400123456');
    expect(phoneOf('06 1234 5678', 'NL')).toBe('+31612345678');
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
