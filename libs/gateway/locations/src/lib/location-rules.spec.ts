import { DomainError } from '@giftshop/gateway-core';
import { LOCATIONS_PAGING, SUGGESTIONS_PAGING, mapBounds, normalizePaging, suggestionQuery } from './location-rules';

/** The DomainError a rule throws, to assert on its code and field. */
function thrown(rule: () => unknown): DomainError {
  try {
    rule();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

const manchester = { latmin: 53.4, latmax: 53.55, lonmin: -2.35, lonmax: -2.1 };

describe('mapBounds', () => {
  it('uses the bounds when all four are present', () => {
    expect(mapBounds(manchester)).toEqual({ latMin: 53.4, latMax: 53.55, lonMin: -2.35, lonMax: -2.1 });
  });

  it('ignores the bounds when any of them is missing', () => {
    expect(mapBounds(undefined)).toBeNull();
    expect(mapBounds({})).toBeNull();
    expect(mapBounds({ ...manchester, lonmax: null })).toBeNull();
    expect(mapBounds({ latmin: 53.4, latmax: 53.55, lonmin: -2.35 })).toBeNull();
  });

  it('accepts zero as a bound', () => {
    expect(mapBounds({ latmin: 0, latmax: 1, lonmin: -1, lonmax: 0 })).toEqual({ latMin: 0, latMax: 1, lonMin: -1, lonMax: 0 });
  });

  it('refuses a southern edge north of the northern edge', () => {
    expect(thrown(() => mapBounds({ ...manchester, latmin: 54 }))).toMatchObject({
      codeName: 'INVALID_INPUT',
      referencedRequestParameter: 'filters.latmin',
    });
  });
});

describe('normalizePaging', () => {
  it('defaults to page 1 of 50 locations and 10 suggestions', () => {
    expect(normalizePaging(undefined, LOCATIONS_PAGING)).toEqual({ itemsPerPage: 50, pageNumber: 1, offset: 0 });
    expect(normalizePaging({}, SUGGESTIONS_PAGING)).toEqual({ itemsPerPage: 10, pageNumber: 1, offset: 0 });
  });

  it('keeps pages at 1 or more and sizes between 1 and the maximum', () => {
    expect(normalizePaging({ itemsPerPage: 5000, pageNumber: 0 }, LOCATIONS_PAGING)).toEqual({ itemsPerPage: 500, pageNumber: 1, offset: 0 });
    expect(normalizePaging({ itemsPerPage: 0, pageNumber: -2 }, LOCATIONS_PAGING)).toEqual({ itemsPerPage: 1, pageNumber: 1, offset: 0 });
    expect(normalizePaging({ itemsPerPage: 80 }, SUGGESTIONS_PAGING).itemsPerPage).toBe(50);
  });

  it('skips the earlier pages', () => {
    expect(normalizePaging({ itemsPerPage: 20, pageNumber: 3 }, LOCATIONS_PAGING)).toEqual({ itemsPerPage: 20, pageNumber: 3, offset: 40 });
  });
});

describe('suggestionQuery', () => {
  it('trims the text and upper-cases the country', () => {
    expect(suggestionQuery({ text: '  Man  ch ', countryCode: 'gb' })).toEqual({ text: 'Man ch', countryCode: 'GB' });
    expect(suggestionQuery({ text: 'Le', countryCode: '' })).toEqual({ text: 'Le', countryCode: null });
  });

  it('refuses a text shorter than 2 characters', () => {
    for (const text of ['', 'M', ' M ']) {
      expect(thrown(() => suggestionQuery({ text }))).toMatchObject({ codeName: 'INVALID_INPUT', referencedRequestParameter: 'filters.text' });
    }
  });

  it('refuses a country that is not two letters', () => {
    expect(thrown(() => suggestionQuery({ text: 'Leeds', countryCode: 'GBR' })).referencedRequestParameter).toBe('filters.countryCode');
  });
});
