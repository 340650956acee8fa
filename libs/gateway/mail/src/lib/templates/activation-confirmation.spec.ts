import { renderActivationConfirmationEmail, type ActivationConfirmationData } from './activation-confirmation';
import { cardDetailsUrl } from './storefront-links';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const data = (overrides: Partial<ActivationConfirmationData> = {}): ActivationConfirmationData => ({
  where: { language: 'en', locale: 'en-gb', timeZone: 'Europe/London' },
  storeName: 'GiftCards UK',
  referenceNumber: 'GCUK-100001',
  maskedCardNumber: '···· ···· ···· ···· 0012',
  amount: 5000,
  currency: 'GBP',
  activeBefore: new Date('2026-11-24T10:00:00Z'),
  activated: false,
  voucherUrl: cardDetailsUrl({ origin: 'https://www.giftcards.example', language: 'en', prefixed: false }, 'abc'),
  ...overrides,
});

describe('activation confirmation e-mail', () => {
  it('names the masked card, the value and the moment the value is on the card', () => {
    const mail = renderActivationConfirmationEmail(data());
    expect(mail.subject).toBe('Your Choice card activation GCUK-100001');
    expect(plain(mail.text)).toContain('Value: £50.00');
    expect(mail.text).toContain('Card number: ···· ···· ···· ···· 0012');
    expect(mail.text).toContain('by 24 November 2026 at 10:00 at the latest');
    expect(mail.html).toContain('href="https://www.giftcards.example/carddetails/?order=abc"');
  });

  it('says the value is on the card once it is, in Dutch for a Dutch order', () => {
    const mail = renderActivationConfirmationEmail(data({ activated: true, currency: 'EUR', where: { language: 'nl', locale: 'nl-nl', timeZone: 'Europe/Amsterdam' } }));
    expect(mail.subject).toBe('Activering van je keuzekaart GCUK-100001');
    expect(mail.text).toContain('Het bedrag staat op je kaart');
    expect(mail.html).toContain('<html lang="nl">');
  });
});
