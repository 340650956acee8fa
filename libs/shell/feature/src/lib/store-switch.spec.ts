import { mappedRoute, storeSwitchTarget, type SwitchOrigin } from './store-switch';

const uk: Omit<SwitchOrigin, 'pathname'> = { storeId: 48, language: 'en', languages: ['en'] };
const dutch = { storeId: 1, url: 'https://cb.giftshop.example/', language: 'nl', isDefault: true };
const english = { storeId: 48, url: 'https://gcuk.giftshop.example', language: 'en', isDefault: true };

describe('mappedRoute', () => {
  it.each([
    ['/', '/'],
    ['/gift-cards/', '/cadeaubonnen/'],
    ['/gift-cards/2/', '/cadeaubonnen/2/'],
    ['/category/all-gift-cards/', '/categorie/alle-cadeaubonnen/'],
    ['/occasions/', '/geefmomenten/'],
    ['/basket/', '/winkelmandje/'],
    ['/account/orders/', '/account/bestellingen/'],
    ['/check-balance/', '/saldocheck/'],
    ['/general-terms/', '/algemene-voorwaarden/'],
    ['/gift-cards/choice-gift-card/', '/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/'],
  ])('maps the page %s to the same page in Dutch, %s', (from, to) => {
    expect(mappedRoute(from, uk, 'nl')).toBe(to);
  });

  it.each([
    ['a product', '/gift-cards/harbour-spa/'],
    ['a category', '/category/spa/'],
    ['a category page', '/category/spa/2/'],
    ['an occasion', '/occasions/birthday/'],
    ['a blog post', '/blog/ten-ideas/'],
    ['a landing page', '/summer-deals/'],
    ['an unknown path', '/a/b/c/d/e/'],
  ])('sends %s to the home page', (_name, from) => {
    expect(mappedRoute(from, uk, 'nl')).toBe('/');
  });

  it('keeps a page every table has, in the destination language', () => {
    expect(mappedRoute('/carddetails/', uk, 'nl')).toBe('/kaartgegevens/');
  });

  it('reads the path without its language prefix', () => {
    expect(mappedRoute('/en/basket/', uk, 'nl')).toBe('/winkelmandje/');
    expect(mappedRoute('/en', uk, 'nl')).toBe('/');
  });
});

describe('storeSwitchTarget', () => {
  it('goes to another store with a full URL without prefix for its default language', () => {
    expect(storeSwitchTarget({ ...uk, pathname: '/basket/' }, dutch)).toEqual({ href: 'https://cb.giftshop.example/winkelmandje/', sameStore: false });
  });

  it('prefixes a language that is not the default one', () => {
    const belgianFrench = { storeId: 4, url: 'https://cbbe.giftshop.example', language: 'fr', isDefault: false };
    expect(storeSwitchTarget({ ...uk, pathname: '/basket/' }, belgianFrench).href).toBe('https://cbbe.giftshop.example/fr/panier/');
  });

  it('stays on the current store with a site path', () => {
    expect(storeSwitchTarget({ ...uk, pathname: '/en/occasions/' }, english)).toEqual({ href: '/occasions/', sameStore: true });
    expect(storeSwitchTarget({ ...uk, pathname: '/gift-cards/harbour-spa/' }, english)).toEqual({ href: '/', sameStore: true });
  });
});
