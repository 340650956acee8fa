import { countries } from '../data/markets/countries';
import { seedStores } from '../data/stores';
import type { SeedCatalogueTexts } from '../data/types';
import { storeContent, storeTranslations } from './seed';

const store = (buildKey: string) => {
  const found = seedStores.find((s) => s.buildKey === buildKey);
  if (!found) throw new Error(`no seed store ${buildKey}`);
  return found;
};
const descriptions = (products: Array<{ description: string }>) => products.map((p) => p.description).join('\n');

describe('the cities named in a store’s content', () => {
  it('are written as the country writes them, not in English', () => {
    const german = descriptions(storeContent(store('CBDE')).products);
    expect(german).toMatch(/München|Köln/);
    expect(german).not.toMatch(/\b(Munich|Cologne|Bavaria)\b/);
    expect(descriptions(storeContent(store('CBPL')).products)).not.toMatch(/\bWarsaw\b/);
  });

  it('are written in each language of a bilingual store: Brussel in Dutch, Bruxelles in French', () => {
    const belgium = store('CBBE');
    const content = storeContent(belgium);
    const french = descriptions((storeTranslations(belgium, content)[0]?.catalogue as SeedCatalogueTexts).products);
    const dutch = descriptions(content.products);
    const named = (text: string, names: string[]) => names.filter((name) => new RegExp(`\\b${name}\\b`).test(text));
    const bilingualCities = countries.BE.cities.filter((c) => c[4]?.fr);
    expect(named(dutch, bilingualCities.map((c) => c[0])).length).toBeGreaterThan(0);
    expect(named(french, bilingualCities.map((c) => c[0]))).toEqual([]);
    expect(named(french, bilingualCities.map((c) => c[4]?.fr ?? '')).length).toBeGreaterThan(0);
  });
});
