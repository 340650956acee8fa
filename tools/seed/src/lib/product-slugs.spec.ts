import { seedStores } from '../data/stores';
import { storeContent } from './seed';

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
