import { format } from '@giftshop/util-i18n/core';
import { basketMessages } from './basket-messages';
import { checkoutMessages } from './checkout-messages';
import { receiverErrors } from './receiver';

const m = checkoutMessages('en');
const b = basketMessages('en');
const address = { firstName: 'Anna', lastName: 'Smith', countryCode: 'GB', postCode: 'SW1A 1AA', houseNumber: '10', street: 'Downing Street', city: 'London' };

describe('receiverErrors', () => {
  it('accepts a digital receiver with a confirmed e-mail, case ignored', () => {
    expect(receiverErrors({ firstName: 'Anna', email: 'anna@example.com', confirmEmail: 'Anna@Example.com' }, 'DIGITAL', m, b)).toEqual([]);
  });

  it('needs a first name, a valid e-mail and the same e-mail again', () => {
    expect(receiverErrors({ firstName: ' ', email: 'anna@', confirmEmail: 'anna@example.com' }, 'DIGITAL', m, b)).toEqual([
      { path: 'firstName', message: m.firstNameRequired },
      { path: 'email', message: m.emailInvalid },
      { path: 'confirmEmail', message: b.confirmEmailMismatch },
    ]);
    expect(receiverErrors({ firstName: 'Anna', email: 'anna@example.com' }, 'DIGITAL', m, b)).toEqual([{ path: 'confirmEmail', message: b.confirmEmailRequired }]);
  });

  it('limits the length of names', () => {
    expect(receiverErrors({ firstName: 'x'.repeat(51), email: 'a@example.com', confirmEmail: 'a@example.com' }, 'DIGITAL', m, b)).toEqual([
      { path: 'firstName', message: format(m.nameTooLong, { max: 50 }) },
    ]);
  });

  it('accepts a physical receiver with a complete address and no e-mail or phone', () => {
    expect(receiverErrors({ firstName: 'Anna', address }, 'PHYSICAL', m, b)).toEqual([]);
  });

  it('checks the address of a physical receiver, with nested field paths', () => {
    expect(receiverErrors({ firstName: 'Anna', address: { ...address, postCode: '1234 AB' } }, 'PHYSICAL', m, b)).toEqual([
      { path: 'address.postCode', message: m.postCodeInvalid },
    ]);
    expect(receiverErrors({ firstName: 'Anna', address: { ...address, houseNumber: '0' } }, 'PHYSICAL', m, b)).toEqual([
      { path: 'address.houseNumber', message: m.houseNumberInvalid },
    ]);
    expect(receiverErrors({ firstName: 'Anna' }, 'PHYSICAL', m, b)).toEqual([{ path: 'address', message: b.addressRequired }]);
  });

  it('checks each delivery type by its own rules however often it is asked', () => {
    for (let round = 0; round < 2; round++) {
      expect(receiverErrors({ firstName: 'Anna' }, 'PHYSICAL', m, b)).toEqual([{ path: 'address', message: b.addressRequired }]);
      expect(receiverErrors({ firstName: 'Anna', address }, 'DIGITAL', m, b).map((e) => e.path)).toEqual(['email', 'confirmEmail']);
    }
  });

  it('speaks Dutch', () => {
    const errors = receiverErrors({ firstName: 'Anna', email: 'anna@example.com', confirmEmail: 'x@example.com' }, 'DIGITAL', checkoutMessages('nl'), basketMessages('nl'));
    expect(errors).toEqual([{ path: 'confirmEmail', message: 'De e-mailadressen komen niet overeen' }]);
  });
});
