import { balancePageUrl, renderDoublerWinnerEmail, type DoublerWinnerData } from './doubler-winner';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const winner = (overrides: Partial<DoublerWinnerData> = {}): DoublerWinnerData => ({
  where: { language: 'en', locale: 'en-gb', timeZone: 'Europe/London' },
  storeName: 'GiftCards UK',
  name: 'Rita <b>',
  maskedCardNumber: '···· ···· ···· ···· 9012',
  drawDate: '2026-12-07',
  currency: 'GBP',
  balanceBefore: 2500,
  balanceAfter: 5000,
  checkBalanceUrl: 'https://www.giftcards.example/check-balance/',
  ...overrides,
});

describe('doubler winner e-mail', () => {
  it('names the draw, the masked card and the balance before, added and after, in both parts', () => {
    const mail = renderDoublerWinnerEmail(winner());
    expect(mail.subject).toBe('You won the doubler: we doubled the balance of your gift card');
    const text = plain(mail.text);
    expect(text).toContain('Hello Rita <b>,');
    expect(text).toContain('drawn in the doubler draw of Monday, 7 December 2026');
    expect(text).toContain('Card number: ···· ···· ···· ···· 9012');
    expect(text).toContain('Balance before the draw: £25.00');
    expect(text).toContain('Added by the doubler: £25.00');
    expect(text).toContain('New balance: £50.00');
    expect(text).toContain('Check your balance: https://www.giftcards.example/check-balance/');
    expect(mail.html).toContain('Hello Rita &lt;b&gt;,');
    expect(plain(mail.html)).toContain('£50.00');
  });

  it('speaks Dutch for a Dutch store', () => {
    const mail = renderDoublerWinnerEmail(
      winner({
        where: {
          language: 'nl',
          locale: 'nl-nl',
          timeZone: 'Europe/Amsterdam',
        },
        currency: 'EUR',
      }),
    );
    expect(mail.subject).toBe('Je hebt de verdubbelaar gewonnen: we hebben het saldo van je cadeaubon verdubbeld');
    expect(plain(mail.text)).toContain('Nieuw saldo: € 50,00');
    expect(mail.html).toContain('<html lang="nl">');
  });

  it('links to the balance check page in the language of the store, without a card number', () => {
    expect(
      balancePageUrl({
        origin: 'https://shop.example',
        language: 'en',
        prefixed: false,
      }),
    ).toBe('https://shop.example/check-balance/');
    expect(
      balancePageUrl({
        origin: 'https://shop.example',
        language: 'nl',
        prefixed: true,
      }),
    ).toBe('https://shop.example/nl/saldocheck/');
  });
});
