import { ErrorCode } from './codes';
import { DomainError } from './domain-error';
import { errorCatalogue } from './i18n';
import { formatMessage, toErrorEntry } from './translate';

describe('error catalogue', () => {
  it('has a message in every language for every code', () => {
    for (const catalogue of Object.values(errorCatalogue)) {
      for (const name of Object.keys(ErrorCode)) expect(catalogue?.errors[name as keyof typeof catalogue.errors]).toBeTruthy();
    }
  });

  it('uses the specification texts', () => {
    expect(formatMessage('en', 'CARD_LIMIT')).toBe('Exceeding of gift card limit in the order');
    expect(formatMessage('en', 'OUT_OF_STOCK')).toBe('Not possible to continue with this gift card because currently it is out the stock.');
    expect(formatMessage('en', 'THIRD_PARTY_SUM_LIMIT', { limit: '£500' })).toBe(
      'Exceeded the third-party platform gift card sum limit in the order. The limit is £500 per order.',
    );
    expect(ErrorCode.PAYMENT_FRAUD).toBe(2035);
    expect(ErrorCode.PAYMENT_RETRY_LIMIT).toBe(2036);
  });

  it('writes a wait in the reader\'s language, rounded up to minutes or hours', () => {
    expect(formatMessage('en', 'PIN_RATE_LIMIT', { waitSeconds: 1790 })).toBe('Too many attempts with a wrong PIN. Please try again in 30 minutes.');
    expect(formatMessage('nl', 'PIN_RATE_LIMIT', { waitSeconds: 86_400 })).toBe('Te veel pogingen met een verkeerde pincode. Probeer het over 24 uur opnieuw.');
    expect(formatMessage('en', 'PIN_RATE_LIMIT', { waitSeconds: 3 })).toBe('Too many attempts with a wrong PIN. Please try again in 1 minute.');
  });

  it('speaks the brand word of the language and falls back to English', () => {
    expect(formatMessage('nl', 'CARD_BLOCKED')).toBe('Deze cadeaubon is geblokkeerd.');
    expect(formatMessage('pl', 'CARD_BLOCKED')).toMatch(/karta podarunkowa/);
    expect(formatMessage('cs', 'CARD_BLOCKED')).toBe('This gift card is blocked.');
  });

  it('builds a payload entry with the referenced parameter', () => {
    expect(toErrorEntry(new DomainError('UNKNOWN_STORE', { storeID: 7 }, 'userData.storeID'), 'en')).toEqual({
      message: 'Unknown store 7.',
      code: 1001,
      referencedRequestParameter: 'userData.storeID',
    });
  });
});
