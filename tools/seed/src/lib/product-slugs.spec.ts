import { seedStores } from '../data/stores';
import { storeContent, storeTranslations } from './seed';

const slugsOf = (buildKey: string) => {
  const store = seedStores.find((s) => s.buildKey === buildKey);
  if (!store) throw new Error(`no seed store ${buildKey}`);
  return storeContent(store).products.filter((p) => p.productType === 'GIFT_CARD' && !p.isChoice).map((p) => p.slug);
};

describe('the slugs of a generated store’s cards', () => {
  it.each([
    ['CBDE', '-gutschein'],
    ['CBFR', '-carte-cadeau'],
    ['CBPL', '-karta-podarunkowa'],
    ['CBSE', '-presentkort'],
    ['GCSPT', '-cartao-oferta'],
    ['CBBR', '-cartao-presente'],
    ['CBUS', '-gift-card'],
  ])('end in the first language’s word for a gift card: %s, %s', (buildKey, suffix) => {
    const merchants = slugsOf(buildKey).filter((slug) => slug.endsWith(suffix));
    expect(merchants.length).toBeGreaterThan(20);
    if (suffix !== '-gift-card') expect(slugsOf(buildKey).filter((slug) => slug.endsWith('-gift-card'))).toEqual([]);
  });
});

describe('the slugs of a generated store’s categories and occasions', () => {
  const store = (buildKey: string) => {
    const found = seedStores.find((s) => s.buildKey === buildKey);
    if (!found) throw new Error(`no seed store ${buildKey}`);
    return found;
  };

  it('are words of its first language, in its terms, its products and every link to them', () => {
    const content = storeContent(store('CBDE'));
    const categories = content.categories.map((c) => c.slug);
    expect(categories).toEqual(expect.arrayContaining(['restaurants', 'mode', 'erlebnisse']));
    expect(categories).not.toContain('food-and-drink');
    expect(content.occasions.map((o) => o.slug)).toContain('geburtstag');
    const known = new Set([...categories, ...content.occasions.map((o) => o.slug)]);
    expect(content.products.flatMap((p) => [...p.categories, ...p.occasions]).filter((slug) => !known.has(slug))).toEqual([]);
    const links = JSON.stringify([content.menus, content.homeBlocks, content.popularSearchTerms, content.pages.map((p) => p.body)]);
    const linked = [...links.matchAll(/\/(?:kategorie|anlaesse)\/([a-z0-9-]+)\//g)].map((m) => m[1]);
    expect(linked.length).toBeGreaterThan(3);
    expect(linked.filter((slug) => slug !== 'alle-gutscheine' && !known.has(slug))).toEqual([]);
  });

  it('are shared by a bilingual store’s languages', () => {
    const swiss = store('CBCH');
    const content = storeContent(swiss);
    const french = storeTranslations(swiss, content)[0]?.catalogue;
    expect(french?.categories.map((c) => c.slug).sort()).toEqual(content.categories.map((c) => c.slug).sort());
  });

  it('stay the English keys in an English store', () => {
    expect(storeContent(store('CBUS')).categories.map((c) => c.slug)).toContain('food-and-drink');
  });

  it('put a generated store’s about page on its language’s path, and link it there', () => {
    const content = storeContent(store('CBDE'));
    expect(content.pages.find((p) => p.translationKey === 'about')?.path).toBe('/ueber-uns/');
    expect(JSON.stringify(content.menus)).toContain('"/ueber-uns/"');
    expect(JSON.stringify(content)).not.toContain('/about-us/');
  });
});
