import { balanceCheckMessages } from './balance-check-messages';
import { balanceCheckSchema, groupCardNumber } from './balance-check';
import { normalizeCardNumber } from './card-number';

const schema = balanceCheckSchema(balanceCheckMessages('en'));
const errorsOf = (values: { cardNumber: string; pin: string; captchaToken?: string }) =>
  schema
    .validate({ captchaToken: 'solved', ...values }, { abortEarly: false })
    .then(() => [])
    .catch((error: { errors: string[] }) => error.errors);

describe('balanceCheckSchema', () => {
  it('accepts a 19-digit number typed in groups and a 6-digit PIN', async () => {
    expect(await errorsOf({ cardNumber: '6301 4801 2345 6789 010', pin: '042917' })).toEqual([]);
    expect(await errorsOf({ cardNumber: '6301-4801-2345-6789-010', pin: '042917' })).toEqual([]);
  });

  it('requires both fields', async () => {
    expect(await errorsOf({ cardNumber: ' ', pin: '' })).toEqual(['Card number is a required field', 'PIN is a required field']);
  });

  it("refuses a number that is not 19 digits with the spec's unknown-number message", async () => {
    const message = "We don't know this number, please check the number and try again.";
    expect(await errorsOf({ cardNumber: '6301 4801 2345 6789', pin: '042917' })).toEqual([message]);
    expect(await errorsOf({ cardNumber: '6301 4801 2345 6789 0103', pin: '042917' })).toEqual([message]);
    expect(await errorsOf({ cardNumber: '6301 4801 2345 6789 01a', pin: '042917' })).toEqual([message]);
    expect(await errorsOf({ cardNumber: '6301 4801 2345 6789 012', pin: '042917' })).toEqual([message]);
  });

  it('refuses a PIN that is not 6 digits', async () => {
    expect(await errorsOf({ cardNumber: '6301480123456789010', pin: '04291' })).toEqual(['The PIN has 6 digits']);
    expect(await errorsOf({ cardNumber: '6301480123456789010', pin: '04291a' })).toEqual(['The PIN has 6 digits']);
  });

  it('sends nothing without a solved captcha', async () => {
    expect(await errorsOf({ cardNumber: '6301480123456789010', pin: '042917', captchaToken: '' })).toEqual(['Please confirm that you are not a robot']);
  });

  it('speaks Dutch for the Dutch store', async () => {
    const nl = balanceCheckSchema(balanceCheckMessages('nl'));
    await expect(nl.validateAt('pin', { pin: '' })).rejects.toThrow('Pincode is een verplicht veld');
  });
});

describe('card number formatting', () => {
  it('drops spaces and dashes, and groups the digits by four', () => {
    expect(normalizeCardNumber(' 6301-4801 2345 6789 010 ')).toBe('6301480123456789010');
    expect(groupCardNumber('6301480123456789010')).toBe('6301 4801 2345 6789 010');
    expect(groupCardNumber('63014')).toBe('6301 4');
  });
});
