import { prefilledRedeemBilling } from './redeem-billing-values';

const customer = {
  mainProfile: { firstName: 'Ann', lastName: 'Smith', email: 'ann@example.com', invoiceEmail: null, phoneNumber: '+442079460958', vatNumber: 'GB123456789', address: null },
  addresses: [
    { id: '8', firstName: 'Tom', lastName: 'Reed', customerType: 'BUSINESS', companyName: 'Northwind Logistics', countryCode: 'NL', postCode: '1012 AB', houseNumber: '5', suffix: 'A', street: 'Damrak', city: 'Amsterdam', email: null, invoiceEmail: 'invoices@northwind.example', phoneNumber: null },
  ],
  defaultBillingAddressId: '8',
};

describe('prefilledRedeemBilling', () => {
  it('starts a visitor with the empty form in the store country', () => {
    const values = prefilledRedeemBilling(null, 'GB', false);
    expect(values.billingAddress).toMatchObject({ firstName: '', email: '', countryCode: 'GB', phoneNumber: { callingCode: '+44', number: '' } });
  });

  it('fills a logged-in customer from the default billing address, the profile filling the gaps, without the suffix', () => {
    const values = prefilledRedeemBilling(customer, 'GB', false);
    expect(values.billingAddress).toEqual({
      firstName: 'Tom',
      lastName: 'Reed',
      email: 'ann@example.com',
      phoneNumber: { callingCode: '+44', number: '020 7946 0958' },
      countryCode: 'NL',
      postCode: '1012 AB',
      houseNumber: '5',
      street: 'Damrak',
      city: 'Amsterdam',
    });
    expect(values.business.companyName).toBe('');
    expect(values.termsAccepted).toBe(false);
  });

  it('fills the company details only for a business redeem order', () => {
    expect(prefilledRedeemBilling(customer, 'GB', true).business).toEqual({
      companyName: 'Northwind Logistics',
      kvkNumber: '',
      vatNumber: 'GB123456789',
      referenceNumber: '',
      invoiceEmail: 'invoices@northwind.example',
    });
  });
});
