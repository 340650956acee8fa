import { format } from '@giftshop/util-i18n/core';
import { checkoutMessages } from './checkout-messages';
import { addressBookErrors, profileErrors } from './profile';

const m = checkoutMessages('en');
const address = { firstName: 'Anna', lastName: 'Smith', customerType: 'PRIVATE', countryCode: 'GB', postCode: 'SW1A 1AA', houseNumber: '10', street: 'Downing Street', city: 'London' };

describe('profileErrors', () => {
  it('accepts an empty change and leaves omitted or null fields alone', () => {
    expect(profileErrors({}, m)).toEqual([]);
    expect(profileErrors({ firstName: null, lastName: null, invoiceEmail: null, phoneNumber: null, vatNumber: null, address: null }, m)).toEqual([]);
  });

  it('lets the optional fields be cleared with an empty text', () => {
    expect(profileErrors({ invoiceEmail: '', phoneNumber: '', vatNumber: '' }, m)).toEqual([]);
  });

  it('refuses an empty or long name, a bad invoice e-mail, phone or VAT number', () => {
    expect(profileErrors({ firstName: ' ', lastName: 'x'.repeat(51), invoiceEmail: 'a@', phoneNumber: '+44 12', vatNumber: 'GB/1' }, m)).toEqual([
      { path: 'firstName', message: m.firstNameRequired },
      { path: 'lastName', message: format(m.nameTooLong, { max: 50 }) },
      { path: 'invoiceEmail', message: m.invoiceEmailInvalid },
      { path: 'phoneNumber', message: m.phoneInvalid },
      { path: 'vatNumber', message: m.businessNumberInvalid },
    ]);
  });

  it('checks the address by the delivery address rules of its country, without names', () => {
    const { firstName: _f, lastName: _l, customerType: _c, ...place } = address;
    expect(profileErrors({ address: place }, m)).toEqual([]);
    expect(profileErrors({ address: { ...place, postCode: '1234', houseNumber: '-1' } }, m)).toEqual([
      { path: 'address.postCode', message: m.postCodeInvalid },
      { path: 'address.houseNumber', message: m.houseNumberInvalid },
    ]);
    expect(profileErrors({ address: { ...place, countryCode: 'NL', postCode: '1234 AB' } }, m)).toEqual([]);
  });
});

describe('addressBookErrors', () => {
  it('accepts a private address without e-mail or phone', () => {
    expect(addressBookErrors(address, m)).toEqual([]);
  });

  it('checks an e-mail and phone when given, and needs a company for a business', () => {
    expect(addressBookErrors({ ...address, customerType: 'BUSINESS', email: 'x', phoneNumber: '+44 1' }, m)).toEqual([
      { path: 'email', message: m.emailInvalid },
      { path: 'phoneNumber', message: m.phoneInvalid },
      { path: 'companyName', message: m.companyNameRequired },
    ]);
    expect(addressBookErrors({ ...address, customerType: 'BUSINESS', companyName: 'Smith & Co', phoneNumber: '+44 20 7946 0958' }, m)).toEqual([]);
  });

  it('reads a national phone number in the address country and refuses a number too short for it', () => {
    expect(addressBookErrors({ ...address, countryCode: 'GB', postCode: 'EH1 1YZ', phoneNumber: '07400 123456' }, m)).toEqual([]);
    expect(addressBookErrors({ ...address, countryCode: 'GB', postCode: 'EH1 1YZ', phoneNumber: '+44 1234' }, m)).toEqual([
      { path: 'phoneNumber', message: m.phoneInvalid },
    ]);
  });

  it('refuses a NUL in a name or the city on its field', () => {
    expect(addressBookErrors({ ...address, lastName: 'Smith\u0000', city: '\ud800' }, m)).toEqual([
      { path: 'lastName', message: m.charactersInvalid },
      { path: 'city', message: m.charactersInvalid },
    ]);
  });

  it('needs the names and the address fields', () => {
    expect(addressBookErrors({ countryCode: 'GB' }, m).map((e) => e.path)).toEqual(['firstName', 'lastName', 'postCode', 'houseNumber', 'street', 'city']);
  });
});
