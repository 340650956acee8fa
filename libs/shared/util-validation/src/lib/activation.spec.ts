import { activationMessages } from './activation-messages';
import { activationSchema, isActivationEmail } from './activation';

const m = activationMessages('en');
const schema = activationSchema({ min: 500, max: 15000 }, m, (minor) => `£${minor / 100}`);
const errorsOf = (values: Record<string, unknown>) =>
  schema
    .validate({ cardNumber: '6301 4810 0000 0000 012', amount: 2500, email: 'ada@example.com', ...values }, { abortEarly: false })
    .then(() => [])
    .catch((error: { errors: string[] }) => error.errors);

describe('activationSchema', () => {
  it('accepts a 19-digit number in groups, a whole value in range and an e-mail address', async () => {
    expect(await errorsOf({})).toEqual([]);
    expect(await errorsOf({ cardNumber: '6301-4810-0000-0000-012', amount: 15000 })).toEqual([]);
  });

  it('refuses a number that is not 19 digits or whose check digit is wrong', async () => {
    expect(await errorsOf({ cardNumber: '6301 4810 0000 0000 01' })).toEqual([m.cardNumberInvalid]);
    expect(await errorsOf({ cardNumber: '6301 4810 0000 0000 013' })).toEqual([m.cardNumberInvalid]);
    expect(await errorsOf({ cardNumber: '' })).toEqual([m.cardNumberRequired]);
  });

  it('refuses a value out of range or with cents', async () => {
    expect(await errorsOf({ amount: 400 })).toEqual(['The value is at least £5']);
    expect(await errorsOf({ amount: 15100 })).toEqual(['The value is at most £150']);
    expect(await errorsOf({ amount: 2550 })).toEqual([m.amountWholeUnits]);
  });

  it('refuses a malformed e-mail address with the gateway message', async () => {
    expect(await errorsOf({ email: 'ada@' })).toEqual(['Please enter a valid e-mail address.']);
    expect(isActivationEmail('ada@example.com')).toBe(true);
    expect(isActivationEmail('not an address')).toBe(false);
  });

  it('has the messages of every catalogue language, and English for another', () => {
    expect(activationMessages('nl').emailInvalid).toBe('Vul een geldig e-mailadres in.');
    expect(activationMessages('fr').emailInvalid).not.toBe(m.emailInvalid);
    expect(activationMessages('cs')).toBe(m);
  });
});
