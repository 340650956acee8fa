import { prefilledDetails } from './prefill';

type Customer = NonNullable<Parameters<typeof prefilledDetails>[0]>;

const profile: Customer['mainProfile'] = {
  firstName: 'Ann',
  lastName: 'Smith',
  email: 'ann@example.com',
  invoiceEmail: null,
  phoneNumber: '+442079460958',
  vatNumber: null,
  address: { postCode: 'SW1A 1AA', houseNumber: '10', suffix: null, street: 'Downing Street', city: 'London', companyName: null },
};

const billing: Customer['addresses'][number] = {
  id: '8',
  firstName: 'Tom',
  lastName: 'Reed',
  customerType: 'BUSINESS',
  companyName: 'Northwind Logistics',
  countryCode: 'NL',
  postCode: '1012 AB',
  houseNumber: '5',
  suffix: 'A',
  street: 'Damrak',
  city: 'Amsterdam',
  email: null,
  invoiceEmail: 'invoices@northwind.example',
  phoneNumber: null,
};

describe('prefilledDetails', () => {
  it('leaves the form empty for a guest', () => {
    const details = prefilledDetails(null, 'GB');
    expect(details.billingAddress).toMatchObject({ firstName: '', email: '', countryCode: 'GB', phoneNumber: { callingCode: '+44', number: '' } });
    expect(details.isBusiness).toBe(false);
  });

  it('fills names, e-mail, phone and address from the profile when no default billing address is chosen', () => {
    const details = prefilledDetails({ mainProfile: profile, addresses: [billing], defaultBillingAddressId: null }, 'GB');
    expect(details.billingAddress).toEqual({
      firstName: 'Ann',
      lastName: 'Smith',
      email: 'ann@example.com',
      phoneNumber: { callingCode: '+44', number: '020 7946 0958' },
      countryCode: 'GB',
      postCode: 'SW1A 1AA',
      houseNumber: '10',
      suffix: '',
      street: 'Downing Street',
      city: 'London',
    });
    expect(details.isBusiness).toBe(false);
  });

  it('prefers the default billing address, a business one with its company, falling back to the profile for the rest', () => {
    const details = prefilledDetails({ mainProfile: { ...profile, vatNumber: 'NL123' }, addresses: [billing], defaultBillingAddressId: '8' }, 'GB');
    expect(details.isBusiness).toBe(true);
    expect(details.business).toMatchObject({ companyName: 'Northwind Logistics', vatNumber: 'NL123', invoiceEmail: 'invoices@northwind.example', kvkNumber: '' });
    expect(details.billingAddress).toMatchObject({ firstName: 'Tom', email: 'ann@example.com', countryCode: 'NL', postCode: '1012 AB', suffix: 'A', city: 'Amsterdam' });
    expect(details.billingAddress.phoneNumber).toEqual({ callingCode: '+44', number: '020 7946 0958' });
  });
});
