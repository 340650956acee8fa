import { phoneDigitBounds, phoneSchema } from './phone';

const messages = { required: 'Phone number is a required field', invalid: 'Please enter valid phone number' };
const errorOf = (schema: ReturnType<typeof phoneSchema>, value: unknown) => {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};
const optional = phoneSchema({ required: false }, messages);
const required = phoneSchema({ required: true }, messages);

describe('phoneSchema', () => {
  it('lets the optional variant pass when empty', () => {
    expect(errorOf(optional, { callingCode: '+44', number: '' })).toBeNull();
    expect(errorOf(optional, { callingCode: '+44', number: '   ' })).toBeNull();
    expect(errorOf(optional, undefined)).toBeNull();
  });

  it('refuses an empty required number with the required message', () => {
    expect(errorOf(required, { callingCode: '+44', number: '' })).toBe(messages.required);
    expect(errorOf(required, {})).toBe(messages.required);
  });

  it('accepts digits with spaces, parentheses and hyphens', () => {
    expect(errorOf(required, { callingCode: '+44', number: '7700 900' })).toBeNull();
    expect(errorOf(optional, { callingCode: '+31', number: '(06) 123-45' })).toBeNull();
  });

  it('refuses other characters with the invalid message', () => {
    expect(errorOf(optional, { callingCode: '+44', number: '7700 90O' })).toBe(messages.invalid);
    expect(errorOf(required, { callingCode: '+44', number: '+447700900' })).toBe(messages.invalid);
  });

  it('refuses a number without a calling code', () => {
    expect(errorOf(required, { callingCode: '', number: '7700900' })).toBe(messages.invalid);
  });

  it('bounds the digit count by 6 and 11 minus the calling code digits', () => {
    // +44: 4 to 9 digits.
    expect(errorOf(required, { callingCode: '+44', number: '123' })).toBe(messages.invalid);
    expect(errorOf(required, { callingCode: '+44', number: '1234' })).toBeNull();
    expect(errorOf(required, { callingCode: '+44', number: '123 456 789' })).toBeNull();
    expect(errorOf(required, { callingCode: '+44', number: '1234567890' })).toBe(messages.invalid);
    // +1: 5 to 10 digits; +353: 3 to 8.
    expect(errorOf(required, { callingCode: '+1', number: '1234' })).toBe(messages.invalid);
    expect(errorOf(required, { callingCode: '+1', number: '1234567890' })).toBeNull();
    expect(errorOf(required, { callingCode: '+353', number: '123' })).toBeNull();
    expect(errorOf(required, { callingCode: '+353', number: '123456789' })).toBe(messages.invalid);
  });
});

describe('phoneDigitBounds', () => {
  it('counts only the digits of the calling code', () => {
    expect(phoneDigitBounds('+44')).toEqual({ min: 4, max: 9 });
    expect(phoneDigitBounds('+1 (684)')).toEqual({ min: 2, max: 7 });
  });
});
