import { joinPhoneNumber, phoneInputValue } from './calling-codes';
import { phoneNumberE164, phoneSchema, phoneValueE164 } from './phone';

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

/** A mobile number of every store country as its people write it, with the country's calling code. */
const mobiles: [string, string, string, string][] = [
  ['GB', '+44', '07400 123456', '+447400123456'],
  ['IE', '+353', '085 012 3456', '+353850123456'],
  ['NL', '+31', '06 1234 5678', '+31612345678'],
  ['BE', '+32', '0450 00 12 34', '+32450001234'],
  ['DE', '+49', '01512 3456789', '+4915123456789'],
  ['AT', '+43', '0664 123456', '+43664123456'],
  ['CH', '+41', '078 123 45 67', '+41781234567'],
  ['FR', '+33', '06 12 34 56 78', '+33612345678'],
  ['ES', '+34', '612 34 56 78', '+34612345678'],
  ['PT', '+351', '912 345 678', '+351912345678'],
  ['IT', '+39', '312 345 6789', '+393123456789'],
  ['DK', '+45', '34 41 23 45', '+4534412345'],
  ['NO', '+47', '406 12 345', '+4740612345'],
  ['SE', '+46', '070-123 45 67', '+46701234567'],
  ['PL', '+48', '512 345 678', '+48512345678'],
  ['US', '+1', '(201) 555-0123', '+12015550123'],
  ['CA', '+1', '(506) 234-5678', '+15062345678'],
  ['AU', '+61', '0412 345 678', '+61412345678'],
  ['NZ', '+64', '021 123 4567', '+64211234567'],
  ['MX', '+52', '222 123 4567', '+522221234567'],
  ['BR', '+55', '(11) 96123-4567', '+5511961234567'],
  ['AE', '+971', '050 123 4567', '+971501234567'],
];

describe('phoneSchema', () => {
  it.each(mobiles)('accepts a %s mobile typed nationally (%s %s)', (_country, callingCode, number, e164) => {
    expect(errorOf(required, { callingCode, number })).toBeNull();
    expect(phoneValueE164({ callingCode, number })).toBe(e164);
  });

  it('accepts UK numbers with or without the trunk 0, and landlines', () => {
    expect(errorOf(required, { callingCode: '+44', number: '7400 123456' })).toBeNull();
    expect(errorOf(required, { callingCode: '+44', number: '07400 123456' })).toBeNull();
    expect(errorOf(required, { callingCode: '+44', number: '20 7946 0958' })).toBeNull();
    expect(errorOf(required, { callingCode: '+44', number: '020 7946 0958' })).toBeNull();
    expect(errorOf(required, { callingCode: '+31', number: '020 123 4567' })).toBeNull();
  });

  it("accepts Ofcom's ranges for fiction, for test data", () => {
    expect(phoneValueE164({ callingCode: '+44', number: '07700 900123' })).toBe('+447700900123');
    expect(phoneValueE164({ callingCode: '+44', number: '020 7946 0321' })).toBe('+442079460321');
    expect(errorOf(required, { callingCode: '+44', number: '07700 90012' })).toBe(messages.invalid);
  });

  it('takes a number typed in international form whatever the calling code says', () => {
    expect(phoneValueE164({ callingCode: '+31', number: '+44 7400 123456' })).toBe('+447400123456');
  });

  it('refuses numbers that cannot exist in the calling code', () => {
    expect(errorOf(required, { callingCode: '+44', number: '1234' })).toBe(messages.invalid);
    expect(errorOf(required, { callingCode: '+44', number: '07400 1234' })).toBe(messages.invalid);
    expect(errorOf(required, { callingCode: '+31', number: '06 1234 56789' })).toBe(messages.invalid);
    expect(errorOf(required, { callingCode: '+1', number: '555 0123' })).toBe(messages.invalid);
  });

  it('lets the optional variant pass when empty', () => {
    expect(errorOf(optional, { callingCode: '+44', number: '' })).toBeNull();
    expect(errorOf(optional, { callingCode: '+44', number: '   ' })).toBeNull();
    expect(errorOf(optional, undefined)).toBeNull();
  });

  it('refuses an empty required number with the required message', () => {
    expect(errorOf(required, { callingCode: '+44', number: '' })).toBe(messages.required);
    expect(errorOf(required, {})).toBe(messages.required);
  });

  it('refuses letters, control characters and a number without a calling code with the invalid message', () => {
    expect(errorOf(optional, { callingCode: '+44', number: '07400 12345O' })).toBe(messages.invalid);
    expect(errorOf(required, { callingCode: '+44', number: '07400 123456 ext 2' })).toBe(messages.invalid);
    expect(errorOf(required, { callingCode: '+44', number: '07400\u0000123456' })).toBe(messages.invalid);
    expect(errorOf(required, { callingCode: '', number: '07400 123456' })).toBe(messages.invalid);
  });
});

describe('phoneNumberE164', () => {
  it('reads the API forms: international, international with the trunk prefix, and national in the country', () => {
    expect(phoneNumberE164('+44 7400 123456')).toBe('+447400123456');
    expect(phoneNumberE164('+447400123456')).toBe('+447400123456');
    expect(phoneNumberE164('+44 07400 123456')).toBe('+447400123456');
    expect(phoneNumberE164('+44 (0)20 7946 0958')).toBe('+442079460958');
    expect(phoneNumberE164('07400 123456', 'GB')).toBe('+447400123456');
    expect(phoneNumberE164('06 1234 5678', 'NL')).toBe('+31612345678');
  });

  it('refuses a short number, a national number without a country and an unknown country', () => {
    expect(phoneNumberE164('+44 1234')).toBeNull();
    expect(phoneNumberE164('07400 123456')).toBeNull();
    expect(phoneNumberE164('07400 123456', 'XX')).toBeNull();
  });

  it('answers a number again by its country, as often as it is asked', () => {
    for (let round = 0; round < 3; round++) {
      expect(phoneNumberE164('07400 123456', 'GB')).toBe('+447400123456');
      expect(phoneNumberE164('07400 123456', 'NL')).toBeNull();
      expect(phoneNumberE164('06 1234 5678', 'NL')).toBe('+31612345678');
    }
    for (let n = 0; n < 100; n++) phoneNumberE164(`07400 123${String(n).padStart(3, '0')}`, 'GB');
    expect(phoneNumberE164('07400 123456', 'NL')).toBeNull();
  });
});

describe('joinPhoneNumber and phoneInputValue', () => {
  it('sends a valid number as E.164 and an invalid one as typed', () => {
    expect(joinPhoneNumber({ callingCode: '+44', number: '07400 123456' })).toBe('+447400123456');
    expect(joinPhoneNumber({ callingCode: '+44', number: '1234' })).toBe('+44 1234');
    expect(joinPhoneNumber({ callingCode: '+44', number: ' ' })).toBe('');
  });

  it('shows a stored number in the national form of its calling code', () => {
    expect(phoneInputValue('+447400123456')).toEqual({ callingCode: '+44', number: '07400 123456' });
    expect(phoneInputValue('+44 20794600')).toEqual({ callingCode: '+44', number: '20794600' });
  });
});
