import { emptyReceiver, initialDeliveryValues, toReceiverInput, type DeliveryValues } from './delivery-values';
import { splitServerErrors } from './server-errors';
import { formFieldOf, validateDelivery, type DeliveryRules } from './validate-delivery';

const digital: DeliveryRules = { deliveryType: 'DIGITAL', language: 'en', today: '2026-03-10', now: '10:00' };
const physical: DeliveryRules = { ...digital, deliveryType: 'PHYSICAL' };

const alex = { ...emptyReceiver('GB'), firstName: 'Alex', lastName: 'Morgan', email: 'alex@example.com', confirmEmail: 'ALEX@example.com' };
const sam = { ...emptyReceiver('GB'), firstName: 'Sam', lastName: 'Taylor', postCode: 'SW1A 1AA', houseNumber: '10', street: 'Downing Street', city: 'London' };
const values = (overrides: Partial<DeliveryValues>): DeliveryValues => ({ ...initialDeliveryValues('GB'), ...overrides });

describe('validateDelivery', () => {
  it('accepts a digital receiver whose repeated e-mail differs only in case', () => {
    expect(validateDelivery(values({ receivers: [alex] }), digital)).toEqual({});
  });

  it('asks for the names and both e-mail addresses of every digital receiver', () => {
    const errors = validateDelivery(values({ mode: 'SPLIT', receivers: [alex, emptyReceiver('GB')] }), digital);
    expect(errors.receivers?.[0]).toBeUndefined();
    expect(errors.receivers?.[1]).toMatchObject({ firstName: 'First name is a required field', email: 'E-mail address is a required field', confirmEmail: 'Please repeat the e-mail address' });
  });

  it('refuses a repeated e-mail address that does not match', () => {
    const errors = validateDelivery(values({ receivers: [{ ...alex, confirmEmail: 'alex@example.org' }] }), digital);
    expect(errors.receivers?.[0]).toEqual({ confirmEmail: 'The e-mail addresses do not match' });
  });

  it('checks a physical receiver’s address with the country’s postcode format', () => {
    expect(validateDelivery(values({ receivers: [sam] }), physical)).toEqual({});
    const errors = validateDelivery(values({ receivers: [{ ...sam, postCode: '1234 AB', houseNumber: '0' }] }), physical);
    expect(errors.receivers?.[0]).toEqual({ postCode: 'Please enter a valid postcode', houseNumber: 'House number must be a positive number' });
  });

  it('refuses a delivery date in the past and a time already gone today', () => {
    expect(validateDelivery(values({ receivers: [alex], when: 'LATER', deliveryDate: '2026-03-09' }), digital)).toEqual({ deliveryDate: 'The delivery date cannot be in the past' });
    expect(validateDelivery(values({ receivers: [alex], when: 'LATER', deliveryDate: '2026-03-10', deliveryTime: '09:30' }), digital)).toEqual({ deliveryTime: 'The delivery date cannot be in the past' });
    expect(validateDelivery(values({ receivers: [alex], when: 'LATER', deliveryDate: '2026-03-10', deliveryTime: '17:00' }), digital)).toEqual({});
    expect(validateDelivery(values({ receivers: [sam], when: 'LATER', deliveryDate: '' }), physical)).toEqual({ deliveryDate: 'Please choose a valid delivery date' });
  });

  it('refuses an empty personal message, emoji and more than 150 characters', () => {
    const message = (personalMessage: string) => validateDelivery(values({ receivers: [alex], addMessage: true, personalMessage }), digital).personalMessage;
    expect(message('   ')).toBe('Your personal message must not be empty');
    expect(message('Happy birthday 🎉')).toBe('Your personal message must not contain emoji');
    expect(message('a'.repeat(151))).toBe('Your personal message must not exceed 150 characters');
    expect(message('a'.repeat(150))).toBeUndefined();
  });

  it('answers in Dutch', () => {
    const errors = validateDelivery(values({ receivers: [{ ...alex, confirmEmail: 'x@example.com' }] }), { ...digital, language: 'nl' });
    expect(errors.receivers?.[0]).toEqual({ confirmEmail: 'De e-mailadressen komen niet overeen' });
  });
});

describe('toReceiverInput', () => {
  it('sends the address with the receiver’s names for a physical card, and no address for a digital one', () => {
    expect(toReceiverInput(sam, 'PHYSICAL')).toEqual({
      firstName: 'Sam',
      lastName: 'Taylor',
      address: { firstName: 'Sam', lastName: 'Taylor', countryCode: 'GB', postCode: 'SW1A 1AA', houseNumber: '10', suffix: null, street: 'Downing Street', city: 'London' },
    });
    expect(toReceiverInput(alex, 'DIGITAL')).toEqual({ firstName: 'Alex', lastName: 'Morgan', email: 'alex@example.com', confirmEmail: 'ALEX@example.com' });
  });
});

describe('server errors', () => {
  it('finds the form field a referenced request parameter names', () => {
    expect(formFieldOf('receivers[1].address.postCode')).toBe('receivers.1.postCode');
    expect(formFieldOf('input.receivers.0.email')).toBe('receivers.0.email');
    expect(formFieldOf('receiver.email')).toBe('receivers.0.email');
    expect(formFieldOf('giftPackingId')).toBe('giftPacking');
    expect(formFieldOf('personalMessage')).toBe('personalMessage');
  });

  it('keeps errors without a field of the form for the error modal', () => {
    const form = values({ receivers: [alex] });
    const errors = [
      { code: 2034, message: 'Invalid personal message', referencedRequestParameter: 'personalMessage' },
      { code: 2030, message: 'Exceeding of gift card limit in the order', referencedRequestParameter: 'quantity' },
      { code: 2031, message: 'Out of stock', referencedRequestParameter: null },
    ];
    const { fields, rest } = splitServerErrors(errors, form);
    expect(fields).toEqual({ personalMessage: 'Invalid personal message' });
    expect(rest.map((e) => e.code)).toEqual([2030, 2031]);
  });
});
