import { enRoutes } from './route-tables/en';
import { routeIds } from './routes';
import { nlRoutes } from './route-tables/nl';
import { choiceCardRoutes, fillPattern, languagePrefix, matchRoute, pageNumber, requestedPage, routePath, stripLanguagePrefix, withTrailingSlash } from './paths';
import { isExternalLink, toRelativeLink } from './links';

describe('route tables', () => {
  it('gives every English route a path', () => {
    for (const id of routeIds) expect(enRoutes[id]).toMatch(/^\/.*\/$|^\/$/);
  });

  it('gives Dutch paths for the routes the Dutch storefront serves', () => {
    expect(nlRoutes.basket).toBe('/winkelmandje/');
    expect(nlRoutes.categoryAll).toBe('/categorie/alle-cadeaubonnen/');
  });
});

describe('paths', () => {
  const en = { language: 'en', prefixed: false };

  it('adds the trailing slash, leaving files and queries alone', () => {
    expect(withTrailingSlash('/gift-cards')).toBe('/gift-cards/');
    expect(withTrailingSlash('/gift-cards?page=2')).toBe('/gift-cards/?page=2');
    expect(withTrailingSlash('/sitemap.xml')).toBe('/sitemap.xml');
  });

  it('fills patterns and drops empty optional segments', () => {
    expect(fillPattern('/category/:url/:page?/', { url: 'spa' })).toBe('/category/spa/');
    expect(fillPattern('/category/:url/:page?/', { url: 'spa', page: 2 })).toBe('/category/spa/2/');
    expect(() => fillPattern('/gift-cards/:product/', {})).toThrow('product');
  });

  it('prefixes the language when the page was reached with a prefix', () => {
    expect(routePath('basket', {}, en)).toBe('/basket/');
    expect(routePath('basket', {}, { language: 'en', prefixed: true })).toBe('/en/basket/');
    expect(routePath('basket', {}, { language: 'nl', prefixed: false })).toBe('/winkelmandje/');
    expect(languagePrefix('en-gb')).toBe('en');
  });

  it('strips a known language prefix', () => {
    expect(stripLanguagePrefix('/en/gift-cards/', ['en'])).toEqual({ language: 'en', path: '/gift-cards/' });
    expect(stripLanguagePrefix('/en', ['en'])).toEqual({ language: 'en', path: '/' });
    expect(stripLanguagePrefix('/enigma/', ['en'])).toEqual({ language: null, path: '/enigma/' });
  });

  it('matches static routes before parameters and pages by digits only', () => {
    expect(matchRoute('/gift-cards/choice-gift-card/', enRoutes)?.id).toBe('choiceCard');
    expect(matchRoute('/gift-cards/harbour/', enRoutes)).toEqual({ id: 'product', params: { product: 'harbour' } });
    expect(matchRoute('/gift-cards/3/', enRoutes)).toEqual({ id: 'productList', params: { page: '3' } });
    expect(matchRoute('/category/spa/2/', enRoutes)).toEqual({ id: 'category', params: { url: 'spa', page: '2' } });
    expect(matchRoute('/summer-deals/', enRoutes)?.id).toBe('landing');
    expect(matchRoute('/a/b/c/d/e/', enRoutes)).toBeNull();
  });

  it('matches no route with a malformed percent-encoding instead of throwing', () => {
    expect(matchRoute('/gift-cards/%ZZ/', enRoutes)).toBeNull();
    expect(matchRoute('/%E0%A4%A/', enRoutes)).toBeNull();
    expect(matchRoute('/gift-cards/caf%C3%A9/', enRoutes)).toEqual({ id: 'product', params: { product: 'café' } });
  });

  it('tells a page number out of range from page 1', () => {
    expect(requestedPage('abc')).toBe(1);
    expect(requestedPage(null)).toBe(1);
    expect(requestedPage('2')).toBe(2);
    expect(requestedPage('0')).toBeNull();
    expect(requestedPage('2147483648')).toBeNull();
  });

  it('reads a non-numeric page as page 1', () => {
    expect(pageNumber('abc')).toBe(1);
    expect(pageNumber('0')).toBe(1);
    expect(pageNumber('4')).toBe(4);
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber('99999999999')).toBe(1);
  });
});

describe('links', () => {
  it('treats absolute links to other hosts as external', () => {
    expect(isExternalLink('https://instagram.com/x', 'www.giftshop.co.uk')).toBe(true);
    expect(isExternalLink('https://www.giftshop.co.uk/privacy/', 'www.giftshop.co.uk')).toBe(false);
    expect(isExternalLink('/privacy/', 'www.giftshop.co.uk')).toBe(false);
    expect(isExternalLink('mailto:help@example.com', 'www.giftshop.co.uk')).toBe(false);
  });

  it('makes links on the brand host relative', () => {
    expect(toRelativeLink('https://www.giftshop.co.uk/privacy/?a=1', 'www.giftshop.co.uk')).toBe('/privacy/?a=1');
    expect(toRelativeLink('https://other.example/', 'www.giftshop.co.uk')).toBe('https://other.example/');
  });
});

describe('redeem shop pages', () => {
  it('reads a number after the redeem shop as its page, anything else as a business shop', () => {
    expect(matchRoute('/check-balance/redeem/2/', enRoutes)).toEqual({ id: 'redeemShop', params: { page: '2' } });
    expect(matchRoute('/check-balance/redeem/acme/3/', enRoutes)).toEqual({ id: 'redeemBusinessShop', params: { pageId: 'acme', page: '3' } });
  });
});

describe('choiceCardRoutes', () => {
  it("keeps the brand's path in its first language and gives the others their product path of the same slug", () => {
    expect(choiceCardRoutes(['nl', 'fr'], '/cadeaubonnen/cadeaubonbe-keuze-cadeaukaart/')).toEqual({
      nl: { choiceCard: '/cadeaubonnen/cadeaubonbe-keuze-cadeaukaart/' },
      fr: { choiceCard: '/cartes-cadeaux/cadeaubonbe-keuze-cadeaukaart/' },
    });
    expect(choiceCardRoutes(['de', 'fr'], '/gutschein/all-in-1/').fr).toEqual({ choiceCard: '/cartes-cadeaux/all-in-1/' });
  });

  it('changes nothing for a brand without its own Choice card page', () => {
    expect(choiceCardRoutes(['en'], undefined)).toEqual({});
  });
});
