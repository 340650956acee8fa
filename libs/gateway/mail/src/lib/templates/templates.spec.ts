import { matchRoute, routeTable } from '@giftshop/util-i18n/core';
import { renderCardDeliveryEmail, type CardDeliveryData } from './card-delivery';
import { renderOrderConfirmationEmail, type OrderConfirmationData } from './order-confirmation';
import { renderShipmentPrintEmail } from './shipment-print';
import { checkBalanceUrl, orderUrl, redeemSessionUrl } from './storefront-links';
import { html, escapeHtml } from './html';

/** Intl separates currency and amount with a no-break space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

const uk = { language: 'en', locale: 'en-gb', timeZone: 'Europe/London' };
const nl = { language: 'nl', locale: 'nl-nl', timeZone: 'Europe/Amsterdam' };

const card = (overrides: Partial<CardDeliveryData> = {}): CardDeliveryData => ({
  where: uk,
  storeName: 'GiftCards UK',
  recipientName: 'Ann',
  senderName: 'Bob <b>',
  productTitle: 'Harbour & Pine',
  cardColor: '#0b6e4f',
  currency: 'GBP',
  cards: [{ cardNumber: '6301480123456789012', pin: '042917', value: 2500, checkBalanceUrl: 'https://www.giftcards.example/check-balance/#cardNumber=6301480123456789012' }],
  expiresAt: new Date('2031-03-02T10:00:00Z'),
  message: 'Happy birthday!\n<script>alert(1)</script> & "cheers"',
  wrapper: { title: 'Confetti', color: '#ff0066' },
  ...overrides,
});

describe('html', () => {
  it('escapes interpolated text but not nested markup', () => {
    expect(html`<p title="${'"x"'}">${'<b>'}${html`<i>${'&'}</i>`}</p>`.value).toBe('<p title="&quot;x&quot;">&lt;b&gt;<i>&amp;</i></p>');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});

describe('card delivery e-mail', () => {
  it('carries the number, PIN, value, expiry, message, wrapper and balance link in both parts', () => {
    const mail = renderCardDeliveryEmail(card());
    expect(mail.subject).toBe('Bob <b> sent you a gift card');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('6301 4801 2345 6789 012');
      expect(part).toContain('042917');
      expect(part).toContain('£25.00');
      expect(part).toContain('2 March 2031');
      expect(part).toContain('Confetti');
    }
    expect(mail.html).toContain('href="https://www.giftcards.example/check-balance/#cardNumber=6301480123456789012"');
    expect(mail.text).toContain('Happy birthday!\n<script>alert(1)</script> & "cheers"');
  });

  it('lists every card of a receiver, the intro naming their total value', () => {
    const second = { cardNumber: '6301480999999999995', pin: '777001', value: 15000, checkBalanceUrl: 'https://www.giftcards.example/check-balance/#cardNumber=6301480999999999995' };
    const mail = renderCardDeliveryEmail(card({ cards: [card().cards[0], second] }));
    expect(mail.text).toContain('worth £175.00');
    expect(mail.text).toContain('PIN: 042917');
    expect(mail.text).toContain('PIN: 777001');
    expect(mail.html).toContain('href="https://www.giftcards.example/check-balance/#cardNumber=6301480999999999995"');
  });

  it('shows the chosen e-mail design as a band of its colour above the card, not as a text label', () => {
    const mail = renderCardDeliveryEmail(card());
    expect(mail.html).toMatch(/<table [^>]*title="Confetti" data-design="" style="[^"]*background-color:#ff0066;/);
    expect(mail.html.indexOf('data-design')).toBeLessThan(mail.html.indexOf('6301 4801'));
    expect(mail.html).not.toContain('Wrapper design');
    expect(renderCardDeliveryEmail(card({ wrapper: null })).html).not.toContain('data-design');
  });

  it('escapes user text in the HTML part and keeps its line breaks', () => {
    const mail = renderCardDeliveryEmail(card());
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Happy birthday!<br>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;cheers&quot;');
    expect(mail.html).toContain('Bob &lt;b&gt; sent you a gift card worth £25.00: Harbour &amp; Pine.');
  });

  it('uses inline styles only and refuses colours that are not #rrggbb', () => {
    const mail = renderCardDeliveryEmail(card({ cardColor: 'red;background:url(x)' }));
    expect(mail.html).not.toMatch(/<style|<link|class=/);
    expect(mail.html).not.toContain('url(x)');
  });

  it('speaks Dutch for a Dutch store', () => {
    const mail = renderCardDeliveryEmail(card({ where: nl, currency: 'EUR', senderName: null, recipientName: null, message: null, wrapper: null }));
    expect(mail.subject).toBe('Je hebt een cadeaubon ontvangen');
    expect(plain(mail.text)).toContain('Je hebt een Harbour & Pine cadeaubon ontvangen ter waarde van € 25,00.');
    expect(mail.text).toContain('Pincode: 042917');
    expect(mail.text).toContain('Geldig tot: 2 maart 2031');
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).not.toContain('Persoonlijke boodschap');
  });

  it('writes Swiss German for a Swiss store: ss where Germany writes ß, and a message the sender wrote as it came', () => {
    const mail = (where: typeof uk) => renderCardDeliveryEmail(card({ where, currency: 'CHF', message: 'Liebe Grüße, Strauß' }));
    const swiss = mail({ language: 'de', locale: 'de-ch', timeZone: 'Europe/Zurich' });
    const german = mail({ language: 'de', locale: 'de-de', timeZone: 'Europe/Berlin' });
    expect(german.text).toContain('Viele Grüße');
    expect(swiss.text).toContain('Viele Grüsse');
    expect(swiss.text.replace('Liebe Grüße, Strauß', '')).not.toMatch(/ß/);
    expect(swiss.text).toContain('Liebe Grüße, Strauß');
  });
});

describe('order confirmation e-mail', () => {
  const order = (overrides: Partial<OrderConfirmationData> = {}): OrderConfirmationData => ({
    where: uk,
    storeName: 'GiftCards UK',
    buyerName: 'Carol',
    referenceNumber: 'GC-1042',
    orderUrl: 'https://www.giftcards.example/order/7d1e/',
    currency: 'GBP',
    lines: [
      { kind: 'ITEM', title: 'Harbour & Pine £25', quantity: 2, amount: 5000 },
      { kind: 'WRAPPER', title: 'Confetti', quantity: 1, amount: 295 },
    ],
    shipments: [
      { deliveryType: 'DIGITAL', registeredPost: false, recipients: ['Ann <ann@example.com>'], deliveryDate: '2026-03-14', deliveryTime: '09:30', dispatchDate: null, expectedDeliveryDate: null, address: null },
      { deliveryType: 'PHYSICAL', registeredPost: true, recipients: ['Dan'], deliveryDate: null, deliveryTime: null, dispatchDate: '2026-03-02', expectedDeliveryDate: '2026-03-03', address: '1 High Street, London' },
    ],
    subTotal: 5295,
    shipping: 395,
    adjustments: [],
    grandTotal: 5690,
    ...overrides,
  });

  it('lists reference, lines, totals, delivery moments, dispatch date and the order link', () => {
    const mail = renderOrderConfirmationEmail(order());
    expect(mail.subject).toBe('Your order GC-1042 at GiftCards UK');
    expect(mail.text).toContain('2 × Harbour & Pine £25: £50.00');
    expect(mail.text).toContain('1 × Wrapper: Confetti: £2.95');
    expect(mail.text).toContain('Total: £56.90');
    expect(mail.text).toContain('Sent on Saturday, 14 March 2026 at 09:30');
    expect(mail.text).toContain('By registered post\nDispatched on Monday, 2 March 2026\nExpected in the letterbox on Tuesday, 3 March 2026');
    expect(mail.html).toContain('Recipients: Ann &lt;ann@example.com&gt;');
    expect(mail.html).toContain('href="https://www.giftcards.example/order/7d1e/"');
  });

  it('says Free for a line that costs nothing, not £0.00', () => {
    const mail = renderOrderConfirmationEmail(order({ lines: [...order().lines, { kind: 'PERSONAL_MESSAGE', title: '', quantity: 1, amount: 0 }] }));
    expect(mail.text).toContain('1 × Personal message: Free');
    expect(mail.text).not.toContain('£0.00');
    expect(mail.html).toContain('>Free</td>');
  });

  it('repeats how a card above the card maximum is sent as several cards, as the basket said', () => {
    const lines: OrderConfirmationData['lines'] = [
      { kind: 'ITEM', title: 'Quiet Hour Retreats £400', quantity: 1, amount: 40000, cardValues: [15000, 15000, 10000] },
      { kind: 'ITEM', title: 'Quiet Hour Retreats £200', quantity: 2, amount: 40000, cardValues: [15000, 5000] },
    ];
    const mail = renderOrderConfirmationEmail(order({ lines }));
    expect(mail.text).toContain('1 × Quiet Hour Retreats £400: £400.00\n  Sent as 3 cards: £150.00, £150.00 and £100.00');
    expect(mail.text).toContain('Each sent as 2 cards: £150.00 and £50.00');
    expect(mail.html).toContain('Sent as 3 cards: £150.00, £150.00 and £100.00');
    expect(renderOrderConfirmationEmail(order()).text).not.toContain('Sent as');
    expect(plain(renderOrderConfirmationEmail(order({ where: nl, currency: 'EUR', lines })).text)).toContain('Wordt verstuurd als 3 cadeaubonnen: € 150,00, € 150,00 en € 100,00');
  });

  it('shows what the gift cards of a redeem order paid and what was paid online', () => {
    const mail = renderOrderConfirmationEmail(order({ cardPayments: [{ lastDigits: '9012', amount: 4000 }, { lastDigits: '3456', amount: 1000 }] }));
    expect(mail.text).toContain('Total: £56.90\nPaid with gift card ending 9012: £40.00\nPaid with gift card ending 3456: £10.00\nPaid online: £6.90');
    expect(renderOrderConfirmationEmail(order({ cardPayments: [{ lastDigits: '9012', amount: 5690 }] })).text).not.toContain('Paid online');
    expect(renderOrderConfirmationEmail(order()).text).not.toContain('Paid with gift card');
  });

  it('says as soon as possible for digital delivery without a date, in Dutch too', () => {
    const mail = renderOrderConfirmationEmail(order({ where: nl, currency: 'EUR', shipments: [{ ...order().shipments[0], deliveryDate: null, deliveryTime: null }] }));
    expect(mail.text).toContain('Binnen een uur verstuurd');
    expect(plain(mail.text)).toContain('Totaal: € 56,90');
  });
});

describe('storefront links', () => {
  it('agree with the storefront route tables', () => {
    for (const language of ['en', 'nl', 'de', 'fr', 'pl']) {
      const site = { origin: 'https://shop.example', language, prefixed: false };
      const idOf = (url: string) => matchRoute(new URL(url).pathname, routeTable(language))?.id;
      expect(idOf(checkBalanceUrl(site, '6280001234567890123'))).toBe('checkBalance');
      expect(idOf(orderUrl(site, 'abc'))).toBe('orderConfirmation');
      expect(idOf(redeemSessionUrl(site, 'token'))).toBe('checkBalance');
    }
  });

  it('carry the language prefix when the language is not the store default', () => {
    const site = { origin: 'https://shop.example', language: 'nl', prefixed: true };
    expect(orderUrl(site, 'abc')).toBe('https://shop.example/nl/bestellen/abc/');
    expect(checkBalanceUrl({ ...site, prefixed: false }, '6301480123456789012')).toBe('https://shop.example/saldocheck/#cardNumber=6301480123456789012');
    expect(redeemSessionUrl({ ...site, prefixed: false }, 'a-b_c')).toBe('https://shop.example/saldocheck/?redeemToken=a-b_c');
  });
});

describe('print-and-post e-mail', () => {
  it('gives the desk the address, dispatch day and each card with its PIN, escaping receiver text', () => {
    const mail = renderShipmentPrintEmail({
      where: uk,
      storeName: 'GiftCards UK',
      referenceNumber: 'GCUK-100001',
      currency: 'GBP',
      dispatchDate: '2026-03-02',
      expectedDeliveryDate: '2026-03-03',
      registeredPost: true,
      address: 'Dan Post, High Street 1, EC1A 1BB London, GB',
      expiresAt: new Date('2031-03-02T10:00:00Z'),
      packages: [{ receiver: 'Dan <Post>', productTitle: 'Harbour & Pine', cards: [{ cardNumber: '6301480123456789012', pin: '042917', value: 5000 }], wrapper: 'Confetti', giftPacking: 'Gift box', message: 'Enjoy!' }],
    });
    expect(mail.subject).toBe('Print and post: order GCUK-100001, dispatch 2026-03-02');
    expect(mail.text).toContain('post them on Monday, 2 March 2026');
    expect(mail.text).toContain('6301 4801 2345 6789 012 · PIN 042917 · £50.00');
    expect(mail.text).toContain('By registered post\nExpected in the letterbox on Tuesday, 3 March 2026');
    expect(mail.text).toContain('Wrapper: Confetti\nGift packing: Gift box');
    expect(mail.html).toContain('Receiver: Dan &lt;Post&gt;');
  });
});
