import { createTestApp, NL, UK, type TestApp } from './testing/test-app';

const SEARCH = /* GraphQL */ `
  query Search($u: UserDataInput!, $t: String!) {
    search_v1(userData: $u, inputText: $t) {
      total
      body { groupType count items { ... on GiftCardSearchItem { id title path } ... on GivingMomentSearchItem { id heroTitle path } } }
      errors { code }
    }
  }`;

describe('search', () => {
  let app: TestApp;
  let brandTitle: string;
  beforeAll(async () => {
    app = await createTestApp();
    const { data } = await app.graphql(`query($u: UserDataInput!) { products(userData: $u, paging: {itemsPerPage: 40}) { products { items { title ... on GiftCardProduct { giftCardBrand { name } } } } } }`, { u: UK });
    // A brand with a long first word, so a dropped letter is a realistic typo.
    brandTitle = data?.products.products.items.map((p: { giftCardBrand: { name: string } }) => p.giftCardBrand.name).find((n: string) => /^[A-Za-z]{6,}/.test(n));
  });
  afterAll(() => app.close());

  const titles = (result: Awaited<ReturnType<TestApp['graphql']>>) =>
    result.data?.search_v1.body.flatMap((g: { items: { title?: string }[] }) => g.items.map((i) => i.title));

  it('finds a card by its brand name', async () => {
    const result = await app.graphql(SEARCH, { u: UK, t: brandTitle });
    expect(titles(result).some((t: string) => t?.includes(brandTitle.split(' ')[0]))).toBe(true);
  });

  it('finds a card by a misspelled brand name', async () => {
    const word = brandTitle.split(' ')[0];
    const typo = word.slice(0, 3) + word.slice(4); // one letter dropped
    const result = await app.graphql(SEARCH, { u: UK, t: typo });
    expect(result.data?.search_v1.total).toBeGreaterThan(0);
    expect(titles(result).some((t: string) => t?.includes(word))).toBe(true);
  });

  it('ignores stop words in a misspelled search', async () => {
    const word = brandTitle.split(' ')[0];
    const typo = word.slice(0, 3) + word.slice(4);
    const result = await app.graphql(SEARCH, { u: UK, t: `the ${typo} and` });
    expect(titles(result).some((t: string) => t?.includes(word))).toBe(true);
  });

  // What shoppers type (misspelled, with or without accents) and the card that must come first. Words are
  // compared with the title, brand, keywords and category names ('restaurants' is a category of The Velvet Teapot).
  const MISSPELLINGS: [typed: string, first: string][] = [
    ['restarant', 'The Velvet Teapot Gift Card'],
    ['resturant', 'The Velvet Teapot Gift Card'],
    ['choclate', 'Cocoa Cartographer Gift Card'],
    ['cinmea', 'Starlight Screens Gift Card'],
    ['afternon', 'The Velvet Teapot Gift Card'],
    ['afternon tea', 'The Velvet Teapot Gift Card'],
    ['harbur', 'Harbour & Pine Gift Card'],
    ['cafe', 'Dice & Slice Board Game Café Gift Card'],
    ['café', 'Dice & Slice Board Game Café Gift Card'],
    ['CAFÉ', 'Dice & Slice Board Game Café Gift Card'],
  ];
  it.each(MISSPELLINGS)('puts the expected card first for %p', async (typed, first) => {
    const result = await app.graphql(SEARCH, { u: UK, t: typed });
    expect(titles(result)?.[0]).toBe(first);
  });

  it('answers the same for a word with and without its accent', async () => {
    const [plain, accented] = await Promise.all(['cafe', 'café'].map((t) => app.graphql(SEARCH, { u: UK, t })));
    expect(titles(plain)).toEqual(titles(accented));
    expect(plain.data?.search_v1.total).toBeGreaterThan(2);
  });

  it('finds nothing for stop words alone', async () => {
    const result = await app.graphql(SEARCH, { u: UK, t: 'the and' });
    expect(result.data?.search_v1.total).toBe(0);
  });

  it('matches word prefixes as the shopper types', async () => {
    const word = brandTitle.split(' ')[0];
    const result = await app.graphql(SEARCH, { u: UK, t: word.slice(0, 4) });
    expect(titles(result).some((t: string) => t?.startsWith(word.slice(0, 4)))).toBe(true);
  });

  it('finds giving moments', async () => {
    const result = await app.graphql(SEARCH, { u: UK, t: 'birthday' });
    const groups = result.data?.search_v1.body.map((g: { groupType: string }) => g.groupType);
    expect(groups).toContain('GIVING_MOMENT');
  });

  it('answers no results with an empty body and total 0', async () => {
    const result = await app.graphql(SEARCH, { u: UK, t: 'qqqxxzzv' });
    expect(result.data?.search_v1).toEqual({ total: 0, body: [], errors: [] });
  });

  it('refuses text over 100 characters', async () => {
    const result = await app.graphql(SEARCH, { u: UK, t: 'a'.repeat(101) });
    expect(result.data?.search_v1.errors).toEqual([{ code: 1004 }]);
  });

  it('searches the Dutch store in Dutch', async () => {
    const result = await app.graphql(SEARCH, { u: NL, t: 'verjaardag' });
    expect(result.data?.search_v1.total).toBeGreaterThan(0);
  });

  it('gives popular terms, suggested products and highlighted blocks', async () => {
    const { data } = await app.graphql(`query($u: UserDataInput!) { popularSearch(userData: $u) { popularSearch { terms { title url } entities { id title } highlightedBlocks { title referencedPath } } } }`, { u: UK });
    const popular = data?.popularSearch.popularSearch;
    expect(popular.terms.length).toBeGreaterThan(0);
    expect(popular.entities).toHaveLength(4);
    expect(popular.highlightedBlocks.length).toBeGreaterThan(0);
  });
});
