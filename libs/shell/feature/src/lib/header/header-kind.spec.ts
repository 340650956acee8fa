import { headerKind } from './header-kind';

describe('headerKind', () => {
  it.each([
    ['/check-balance/', 'redeem'],
    ['/check-balance/info/choice-card/', 'redeem'],
    ['/check-balance/checkout/', 'redeem'],
    ['/check-balance/redeem/', 'redeemShop'],
    ['/check-balance/redeem/2/', 'redeemShop'],
    ['/check-balance/redeem/northwind-thank-you/', 'redeemShop'],
    ['/check-balance/redeem/northwind-thank-you/3/', 'redeemShop'],
    ['/en/check-balance/redeem/', 'redeemShop'],
    ['/', 'shop'],
    ['/gift-cards/', 'shop'],
    ['/support/helpdesk/', 'shop'],
    ['/check-balance/no/such/page/', 'shop'],
  ])('gives %s the %s header in English', (pathname, kind) => {
    expect(headerKind(pathname, 'en')).toBe(kind);
  });

  it.each([
    ['/saldocheck/', 'redeem'],
    ['/saldocheck/info/keuzekaart/', 'redeem'],
    ['/saldocheck/checkout/', 'redeem'],
    ['/saldocheck/inwisselen/', 'redeemShop'],
    ['/saldocheck/inwisselen/northwind-bedankt/', 'redeemShop'],
    ['/nl/saldocheck/inwisselen/', 'redeemShop'],
    ['/check-balance/', 'shop'],
    ['/cadeaubonnen/', 'shop'],
  ])('gives %s the %s header in Dutch', (pathname, kind) => {
    expect(headerKind(pathname, 'nl')).toBe(kind);
  });

  it('gives the checkout pages the checkout header only with the checkoutV2Header toggle', () => {
    expect(headerKind('/order/', 'en', true)).toBe('checkout');
    expect(headerKind('/order/processing-payment/', 'en', true)).toBe('checkout');
    expect(headerKind('/basket/', 'en', true)).toBe('shop');
    expect(headerKind('/order/', 'en', false)).toBe('shop');
  });
});
