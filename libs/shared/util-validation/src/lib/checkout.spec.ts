import { checkoutErrors, type CheckoutDetails } from './checkout';
import { checkoutMessages } from './checkout-messages';

const m = checkoutMessages('en');
const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  countryCode: 'GB',
  postCode: 'SW1A 1AA',
  houseNumber: '10',
  street: 'Downing Street',
  city: 'London',
  phoneNumber: '+44 20 7946 0958',
};
const business = { companyName: 'Analytical Engines Ltd', kvkNumber: '12345678', vatNumber: 'GB123456789', referenceNumber: 'PO-42' };
const valid: CheckoutDetails = { customerType: 'PRIVATE', billingAddress: address, termsAccepted: true };
const errorsOf = (details: CheckoutDetails) => checkoutErrors(details, m);
const withAddress = (change: Record<string, unknown>) => errorsOf({ ...valid, billingAddress: { ...address, ...change } });

describe('checkoutErrors', () => {
  it('accepts a complete private checkout and a complete business checkout', () => {
    expect(errorsOf(valid)).toEqual([]);
    expect(errorsOf({ ...valid, customerType: 'BUSINESS', business })).toEqual([]);
  });

  it('names every missing field of the billing address with its path', () => {
    expect(errorsOf({ ...valid, billingAddress: {} })).toEqual([
      { path: 'billingAddress.firstName', message: m.firstNameRequired },
      { path: 'billingAddress.lastName', message: m.lastNameRequired },
      { path: 'billingAddress.email', message: m.emailRequired },
      { path: 'billingAddress.countryCode', message: 'Country is a required field' },
      { path: 'billingAddress.postCode', message: m.postCodeRequired },
      { path: 'billingAddress.houseNumber', message: m.houseNumberRequired },
      { path: 'billingAddress.street', message: m.streetRequired },
      { path: 'billingAddress.city', message: m.cityRequired },
      { path: 'billingAddress.phoneNumber', message: 'Phone number is a required field' },
    ]);
  });

  it('checks e-mail, postcode per country, house number, street length and name length', () => {
    expect(withAddress({ email: 'ada@' })).toEqual([{ path: 'billingAddress.email', message: m.emailInvalid }]);
    expect(withAddress({ postCode: '1234 AB' })).toEqual([{ path: 'billingAddress.postCode', message: m.postCodeInvalid }]);
    expect(withAddress({ countryCode: 'NL', postCode: '1234 AB' })).toEqual([]);
    expect(withAddress({ houseNumber: '0' })).toEqual([{ path: 'billingAddress.houseNumber', message: m.houseNumberInvalid }]);
    expect(withAddress({ houseNumber: '-3' })).toEqual([{ path: 'billingAddress.houseNumber', message: m.houseNumberInvalid }]);
    expect(withAddress({ street: 'D' })).toEqual([{ path: 'billingAddress.street', message: 'Street must be at least 2 characters' }]);
    expect(withAddress({ firstName: 'A'.repeat(51) })).toEqual([{ path: 'billingAddress.firstName', message: 'Please use at most 50 characters' }]);
  });

  it('checks the phone by its country and reads national numbers in the address country', () => {
    const invalid = [{ path: 'billingAddress.phoneNumber', message: 'Please enter valid phone number' }];
    expect(withAddress({ phoneNumber: '+44 7400 123456' })).toEqual([]);
    expect(withAddress({ phoneNumber: '+447400123456' })).toEqual([]);
    expect(withAddress({ phoneNumber: '07400 123456' })).toEqual([]);
    expect(withAddress({ countryCode: 'NL', postCode: '1234 AB', phoneNumber: '06 1234 5678' })).toEqual([]);
    expect(withAddress({ phoneNumber: '+44 1234' })).toEqual(invalid);
    expect(withAddress({ phoneNumber: '+44 123' })).toEqual(invalid);
    expect(withAddress({ phoneNumber: { callingCode: '+31', number: '06 1234 5678' } })).toEqual([]);
  });

  it('refuses the e-mail addresses mail servers refuse', () => {
    for (const email of ['email@domain', 'a..b@x.com', '.x@d.com', 'x.@d.com', 'x@[300.1.1.1]']) {
      expect(withAddress({ email })).toEqual([{ path: 'billingAddress.email', message: m.emailInvalid }]);
    }
    expect(withAddress({ email: 'jan@bücher.de' })).toEqual([]);
  });

  it('refuses control characters and lone surrogates on their field with one message', () => {
    for (const bad of ['\u0000', '\ud800', '\u0007']) {
      expect(withAddress({ firstName: `Ada${bad}`, street: `Downing${bad} Street`, suffix: bad })).toEqual([
        { path: 'billingAddress.firstName', message: m.charactersInvalid },
        { path: 'billingAddress.suffix', message: m.charactersInvalid },
        { path: 'billingAddress.street', message: m.charactersInvalid },
      ]);
    }
  });

  it('requires the business details for a business order only', () => {
    expect(errorsOf({ ...valid, business: { companyName: '' } })).toEqual([]);
    expect(errorsOf({ ...valid, customerType: 'BUSINESS' }).map((e) => e.path)).toEqual([
      'business.companyName',
      'business.kvkNumber',
      'business.vatNumber',
      'business.referenceNumber',
    ]);
    expect(errorsOf({ ...valid, customerType: 'BUSINESS', business: { ...business, invoiceEmail: 'nope' } })).toEqual([
      { path: 'business.invoiceEmail', message: m.invoiceEmailInvalid },
    ]);
  });

  it('takes null for the optional invoice e-mail and for the postcode of a country without postcodes', () => {
    expect(errorsOf({ ...valid, customerType: 'BUSINESS', business: { ...business, invoiceEmail: null } })).toEqual([]);
    expect(withAddress({ countryCode: 'AE', postCode: null })).toEqual([]);
    expect(withAddress({ postCode: null })).toEqual([{ path: 'billingAddress.postCode', message: m.postCodeRequired }]);
  });

  it('requires the terms to be accepted', () => {
    expect(errorsOf({ ...valid, termsAccepted: false })).toEqual([{ path: 'termsAccepted', message: m.termsRequired }]);
  });

  it('speaks Dutch', () => {
    expect(checkoutErrors({ ...valid, termsAccepted: false }, checkoutMessages('nl'))[0].message).toBe('Ga akkoord met de algemene voorwaarden');
  });
});
