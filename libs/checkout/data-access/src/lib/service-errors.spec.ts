import { isPaymentRefusal, splitServiceErrors } from './service-errors';

const knownFields = (path: string) => path.startsWith('billingAddress.') || path === 'termsAccepted';

describe('splitServiceErrors', () => {
  it('puts errors with a known field on that field, the first per field', () => {
    const split = splitServiceErrors(
      [
        { code: 1004, message: 'Please enter a valid postcode', referencedRequestParameter: 'billingAddress.postCode' },
        { code: 1004, message: 'second', referencedRequestParameter: 'billingAddress.postCode' },
        { code: 1004, message: 'Please accept the terms and conditions', referencedRequestParameter: 'termsAccepted' },
      ],
      knownFields,
    );
    expect(split).toEqual({ fields: { 'billingAddress.postCode': 'Please enter a valid postcode', termsAccepted: 'Please accept the terms and conditions' }, general: null });
  });

  it('leaves errors without a field, or with a field the form lacks, to the general handling', () => {
    const split = splitServiceErrors(
      [
        { code: 2031, message: 'Out of stock', referencedRequestParameter: 'orderUuid' },
        { code: -1, message: 'Oh oh', referencedRequestParameter: null },
      ],
      knownFields,
    );
    expect(split.fields).toEqual({});
    expect(split.general?.code).toBe(2031);
  });

  it('answers nothing for no errors', () => {
    expect(splitServiceErrors(undefined, knownFields)).toEqual({ fields: {}, general: null });
  });
});

describe('isPaymentRefusal', () => {
  it('recognises fraud and the retry limit', () => {
    expect(isPaymentRefusal({ code: 2035, message: '' })).toBe(true);
    expect(isPaymentRefusal({ code: 2036, message: '' })).toBe(true);
    expect(isPaymentRefusal({ code: 2031, message: '' })).toBe(false);
    expect(isPaymentRefusal(null)).toBe(false);
  });
});
