import { splitFieldErrors } from './field-errors';

describe('splitFieldErrors', () => {
  const errors = [
    { message: 'Postcode is wrong', code: 1004, referencedRequestParameter: 'billingAddress.postCode' },
    { message: 'Second postcode message', code: 1004, referencedRequestParameter: 'billingAddress.postCode' },
    { message: 'Out of stock', code: 2031, referencedRequestParameter: 'quantity' },
    { message: 'Something went wrong', code: -1, referencedRequestParameter: null },
  ];

  it('puts the first message of each known field on it and keeps the rest in order', () => {
    const { fields, rest } = splitFieldErrors(errors, (path) => (path.startsWith('billingAddress.') ? path : null));
    expect(fields).toEqual({ 'billingAddress.postCode': 'Postcode is wrong' });
    expect(rest.map((e) => e.code)).toEqual([2031, -1]);
  });

  it('maps request paths onto form paths', () => {
    expect(splitFieldErrors(errors, (path) => (path === 'quantity' ? 'amount.quantity' : null)).fields).toEqual({ 'amount.quantity': 'Out of stock' });
  });

  it('answers nothing for no errors', () => {
    expect(splitFieldErrors(null, (path) => path)).toEqual({ fields: {}, rest: [] });
  });
});
