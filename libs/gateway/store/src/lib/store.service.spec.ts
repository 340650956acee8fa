import { StoreRegistry } from '@giftshop/gateway-core';
import { testUkStore } from '@giftshop/gateway-core/testing';
import { renderLogo } from './store-assets';
import { countriesCombinations } from './store.service';

describe('countriesCombinations', () => {
  it('lists the stores of the same brand family with their languages', () => {
    const be = { ...testUkStore, id: 4, buildKey: 'CBBE', brandFamily: 'CB', countryCode: 'BE', currency: 'EUR',
      languages: [{ languageCode: 'nl', locale: 'nl-be', isDefault: true, searchConfig: 'dutch' }, { languageCode: 'fr', locale: 'fr-be', isDefault: false, searchConfig: 'french' }] };
    const nl = { ...be, id: 1, buildKey: 'CB', countryCode: 'NL', languages: [be.languages[0]] };
    const stores = StoreRegistry.fromStores([testUkStore, be, nl]);
    const combos = countriesCombinations(stores, be);
    expect(combos.map((c) => c.buildKey)).toEqual(['CBBE', 'CB']);
    expect(combos[0].languagesCombinations).toEqual([
      { languageCode: 'nl', locale: 'nl-be', isDefault: true, currency: 'EUR' },
      { languageCode: 'fr', locale: 'fr-be', isDefault: false, currency: 'EUR' },
    ]);
  });

  it("adds the fallback store of each country the family does not serve, and no other family's", () => {
    const store = (id: number, buildKey: string, brandFamily: string, countryCode: string, switcherFallback: boolean) => ({ ...testUkStore, id, buildKey, brandFamily, countryCode, switcherFallback });
    const stores = StoreRegistry.fromStores([
      store(48, 'GCUK', 'GCUK', 'GB', false),
      store(1, 'CB', 'CB', 'NL', true),
      store(3, 'CBUK', 'CB', 'GB', true),
      store(30, 'GCSNL', 'GCS', 'NL', false),
    ]);
    expect(countriesCombinations(stores, store(48, 'GCUK', 'GCUK', 'GB', false)).map((c) => c.buildKey)).toEqual(['GCUK', 'CB']);
    expect(countriesCombinations(stores, store(30, 'GCSNL', 'GCS', 'NL', false)).map((c) => c.buildKey)).toEqual(['GCSNL', 'CBUK']);
  });
});

describe('renderLogo', () => {
  it('escapes the store name', () => {
    expect(renderLogo('A & B')).toContain('A &#38; B');
  });
});
