import { doublerEntryErrors } from './doubler-entry';
import { doublerEntryMessages } from './doubler-entry-messages';

const valid = {
  name: 'Rita Holder',
  email: 'rita@example.com',
  cardNumber: '6301 4801 2345 6789 010',
  pin: '123456',
  captchaToken: 'solved',
};
const errorsOf = (entry: Partial<typeof valid>, language = 'en') => doublerEntryErrors({ ...valid, ...entry }, doublerEntryMessages(language));

describe('doublerEntryErrors', () => {
  it('accepts a name, an e-mail address and a 19-digit number typed in groups or with dashes', () => {
    expect(errorsOf({})).toEqual([]);
    expect(errorsOf({ cardNumber: '6301-4801-2345-6789-010' })).toEqual([]);
  });

  it('requires every field, each on its own path', () => {
    expect(errorsOf({ name: ' ', email: '', cardNumber: '', pin: '', captchaToken: '' })).toEqual([
      { path: 'name', message: 'Name is a required field' },
      { path: 'email', message: 'E-mail address is a required field' },
      { path: 'cardNumber', message: 'Card number is a required field' },
      { path: 'pin', message: 'PIN is a required field' },
      { path: 'captchaToken', message: 'Please confirm that you are not a robot' },
    ]);
  });

  it('refuses a long name, a malformed e-mail address and a number with a wrong check digit', () => {
    expect(
      errorsOf({
        name: 'x'.repeat(101),
        email: 'rita@',
        cardNumber: '6301 4801 2345 6789 012',
      }),
    ).toEqual([
      {
        path: 'name',
        message: 'Your name must not be longer than 100 characters',
      },
      { path: 'email', message: 'Please enter a valid e-mail address' },
      {
        path: 'cardNumber',
        message: "We don't know this number, please check the number and try again.",
      },
    ]);
  });

  it('asks for the 6-digit PIN that proves the card is the entrant\'s', () => {
    for (const pin of ['12345', '1234567', '12a456']) expect(errorsOf({ pin })).toEqual([{ path: 'pin', message: 'The PIN has 6 digits' }]);
    expect(errorsOf({ pin: '12a456' }, 'nl')).toEqual([{ path: 'pin', message: 'De pincode heeft 6 cijfers' }]);
  });

  it('speaks Dutch for the Dutch store', () => {
    expect(errorsOf({ name: '' }, 'nl')).toEqual([{ path: 'name', message: 'Naam is een verplicht veld' }]);
  });
});
