import { classifyPath, normalizePath } from './classify-path';

describe('normalizePath', () => {
  it('adds slashes, drops the query and a language prefix', () => {
    expect(normalizePath('gift-cards', ['en'])).toBe('/gift-cards/');
    expect(normalizePath('/en/privacy?x=1', ['en'])).toBe('/privacy/');
    expect(normalizePath('/', ['en'])).toBe('/');
  });
});

describe('classifyPath', () => {
  it('knows the English routes', () => {
    expect(classifyPath('/', 'en')).toEqual({ kind: 'HOME' });
    expect(classifyPath('/gift-cards/', 'en')).toEqual({ kind: 'PRODUCT_LIST', page: 1 });
    expect(classifyPath('/gift-cards/3/', 'en')).toEqual({ kind: 'PRODUCT_LIST', page: 3 });
    expect(classifyPath('/gift-cards/harbour/', 'en')).toEqual({ kind: 'PRODUCT', slug: 'harbour' });
    expect(classifyPath('/gift-cards/harbour/locations/', 'en')).toEqual({ kind: 'LOCATIONS', slug: 'harbour' });
    expect(classifyPath('/gift-cards/harbour/location/harbour-leeds/', 'en')).toEqual({ kind: 'LOCATION', slug: 'harbour', location: 'harbour-leeds' });
    expect(classifyPath('/category/spa/2/', 'en')).toEqual({ kind: 'CATEGORY', slug: 'spa', page: 2 });
    expect(classifyPath('/occasions/birthday/', 'en')).toEqual({ kind: 'OCCASION', slug: 'birthday' });
    expect(classifyPath('/blog/', 'en')).toEqual({ kind: 'BLOG', page: 1 });
    expect(classifyPath('/blog/2/', 'en')).toEqual({ kind: 'BLOG', page: 2 });
    expect(classifyPath('/blog/graduation-gift-cards/', 'en')).toEqual({ kind: 'BLOG_ARTICLE', slug: 'graduation-gift-cards' });
    expect(classifyPath('/general-terms/', 'en')).toEqual({ kind: 'PAGE' });
  });

  it('knows the Dutch route words', () => {
    expect(classifyPath('/cadeaubonnen/zee/', 'nl')).toEqual({ kind: 'PRODUCT', slug: 'zee' });
    expect(classifyPath('/geefmomenten/', 'nl')).toEqual({ kind: 'OCCASIONS' });
    expect(classifyPath('/categorie/mode/', 'nl')).toEqual({ kind: 'CATEGORY', slug: 'mode', page: 1 });
  });
});
