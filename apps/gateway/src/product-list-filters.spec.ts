import { createTestApp, UK, type TestApp } from './testing/test-app';

const PRODUCTS = /* GraphQL */ `
  query Products($u: UserDataInput!, $f: ProductFiltersInput, $p: PagingInput) {
    products(userData: $u, filters: $f, paging: $p) {
      products {
        items { title productType variationsToShow ... on GiftCardProduct { categories { slug } } }
        pageInfo { total }
      }
      errors { code referencedRequestParameter }
    }
    productCount(userData: $u, filters: $f) { count errors { code } }
  }`;

interface Item { title: string; productType: string; variationsToShow: string[]; categories?: { slug: string }[] }
type Filters = Record<string, unknown>;

describe('product list filters, search and count', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function list(f: Filters | null) {
    const { data } = await app.graphql(PRODUCTS, { u: UK, f, p: { itemsPerPage: 100 } });
    const items: Item[] = data?.products.products?.items ?? [];
    return { items, total: data?.products.products?.pageInfo.total as number, count: data?.productCount.count as number, errors: data?.products.errors };
  }
  const category = (slug: string) => ({ filterByTaxonomy: [{ vocabularyID: 'CATEGORY', terms: [slug] }] });

  it('counts what the list holds, with and without filters', async () => {
    const all = await list(null);
    expect(all.count).toBe(all.total);
    expect(all.total).toBeGreaterThan(20);
    const restaurants = await list(category('restaurants'));
    expect(restaurants.count).toBe(restaurants.total);
    expect(restaurants.total).toBeLessThan(all.total);
  });

  it('filters by type: donations, blank packs, cards by e-mail or by post', async () => {
    const donations = await list({ filterByListType: ['DONATION'] });
    expect(donations.total).toBeGreaterThan(0);
    expect(donations.items.every((p) => p.productType === 'DONATION')).toBe(true);
    const blanks = await list({ filterByListType: ['GIFT_CARD_BLANK'] });
    expect(blanks.total).toBeGreaterThan(0);
    expect(blanks.items.every((p) => p.productType === 'GIFT_CARD_BLANK')).toBe(true);
    const physical = await list({ filterByListType: ['PHYSICAL'] });
    expect(physical.total).toBeGreaterThan(0);
    expect(physical.items.every((p) => p.productType === 'GIFT_CARD' && p.variationsToShow.includes('PHYSICAL'))).toBe(true);
    const digital = await list({ filterByListType: ['DIGITAL'] });
    expect(digital.items.every((p) => p.productType === 'GIFT_CARD' && p.variationsToShow.includes('DIGITAL'))).toBe(true);
    // Types add up: any of the chosen ones.
    const either = await list({ filterByListType: ['DONATION', 'GIFT_CARD_BLANK'] });
    expect(either.total).toBe(donations.total + blanks.total);
    expect(either.count).toBe(either.total);
  });

  it('combines a category with a type', async () => {
    const restaurants = await list(category('restaurants'));
    const physical = await list({ ...category('restaurants'), filterByListType: ['PHYSICAL'] });
    expect(physical.total).toBeLessThanOrEqual(restaurants.total);
    expect(physical.count).toBe(physical.total);
    expect(physical.items.every((p) => p.categories?.some((c) => c.slug === 'restaurants') && p.variationsToShow.includes('PHYSICAL'))).toBe(true);
    const none = await list({ ...category('restaurants'), filterByListType: ['DONATION'] });
    expect(none).toMatchObject({ items: [], total: 0, count: 0 });
  });

  it('lists search hits best first, misspelled or without accents', async () => {
    expect((await list({ searchText: 'choclate' })).items[0]?.title).toBe('Cocoa Cartographer Gift Card');
    expect((await list({ searchText: 'cinmea' })).items[0]?.title).toBe('Starlight Screens Gift Card');
    const plain = await list({ searchText: 'cafe' });
    const accented = await list({ searchText: 'Café' });
    expect(plain.items.map((p) => p.title)).toEqual(accented.items.map((p) => p.title));
    expect(plain.items[0]?.title).toBe('Dice & Slice Board Game Café Gift Card');
    expect(plain.count).toBe(plain.total);
  });

  it('narrows search hits by category and type, and counts them', async () => {
    const hits = await list({ searchText: 'afternoon tea' });
    const inRestaurants = await list({ searchText: 'afternoon tea', ...category('restaurants') });
    expect(inRestaurants.total).toBeGreaterThan(0);
    expect(inRestaurants.total).toBeLessThan(hits.total);
    expect(inRestaurants.count).toBe(inRestaurants.total);
  });

  it('answers no hits with an empty list, and text without words as no search', async () => {
    expect(await list({ searchText: 'qqqxxzzv' })).toMatchObject({ items: [], total: 0, count: 0 });
    const all = await list(null);
    expect((await list({ searchText: ' &! ' })).total).toBe(all.total);
  });

  it('refuses search text over 100 characters', async () => {
    const { errors } = await list({ searchText: 'a'.repeat(101) });
    expect(errors).toEqual([{ code: 1004, referencedRequestParameter: 'filters.searchText' }]);
  });
});
