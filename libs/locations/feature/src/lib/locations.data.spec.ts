import { boundsAround, boundsFromSearch, locationsPageHref } from './locations.data';

const search = (query: string) => new URLSearchParams(query);

describe('boundsFromSearch', () => {
  it('applies the map box only when all four bounds are numbers', () => {
    expect(boundsFromSearch(search('latmin=53.4&latmax=53.5&lonmin=-2.3&lonmax=-2.2'))).toEqual({ latmin: 53.4, latmax: 53.5, lonmin: -2.3, lonmax: -2.2 });
    expect(boundsFromSearch(search('latmin=53.4&latmax=53.5&lonmin=-2.3'))).toBeNull();
    expect(boundsFromSearch(search('latmin=53.4&latmax=53.5&lonmin=-2.3&lonmax='))).toBeNull();
    expect(boundsFromSearch(search('latmin=a&latmax=53.5&lonmin=-2.3&lonmax=-2.2'))).toBeNull();
  });

  it('ignores a box out of range or upside down', () => {
    expect(boundsFromSearch(search('latmin=-91&latmax=53.5&lonmin=-2.3&lonmax=-2.2'))).toBeNull();
    expect(boundsFromSearch(search('latmin=54&latmax=53&lonmin=-2.3&lonmax=-2.2'))).toBeNull();
  });
});

describe('boundsAround', () => {
  it('draws a box with a margin around the positions', () => {
    expect(boundsAround([{ lat: 53.48, lon: -2.24 }, { lat: 53.5, lon: -2.2 }])).toEqual({ latmin: 53.47, latmax: 53.51, lonmin: -2.25, lonmax: -2.19 });
    expect(boundsAround([])).toBeNull();
  });
});

describe('locationsPageHref', () => {
  it('keeps a complete map box and drops a partial one', () => {
    const paths = { language: 'en', prefixed: false };
    expect(locationsPageHref(2, 'x-gift-card', search('latmin=1&latmax=2&lonmin=3&lonmax=4'), paths)).toBe(
      '/gift-cards/x-gift-card/locations/?latmin=1&latmax=2&lonmin=3&lonmax=4&page=2',
    );
    expect(locationsPageHref(1, 'x-gift-card', search('latmin=1&latmax=2'), paths)).toBe('/gift-cards/x-gift-card/locations/');
  });
});
