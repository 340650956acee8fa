import { seedStores } from '../data/stores';
import { storeContent, storeTranslations } from './seed';

const store = (buildKey: string) => {
  const found = seedStores.find((s) => s.buildKey === buildKey);
  if (!found) throw new Error(`no seed store ${buildKey}`);
  return found;
};

describe('the Swiss store’s German', () => {
  it('writes ss where Germany writes ß, in every text of the store: pages, menus, catalogue and locations', () => {
    const swiss = store('CBCH');
    const content = storeContent(swiss);
    const words = JSON.stringify([content, storeTranslations(swiss, content)]);
    expect(words.match(/\S*ß\S*/g) ?? []).toEqual([]);
    expect(words).toMatch(/strasse/);
    expect(JSON.stringify(storeContent(store('CBDE')))).toMatch(/ß/);
  });
});
