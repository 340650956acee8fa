import { seedStoreList } from '@giftshop/seed';
import { createTestApp, NL, UK, type TestApp } from './testing/test-app';

const META = /* GraphQL */ `
  query Meta($u: UserDataInput!, $p: String!) {
    pageMetadata(userData: $u, path: $p) {
      metadata { title description keywords noindex nofollow canonical pageType hreflangTags_v1 { langCode countryCode origin path isDefault } }
      errors { code referencedRequestParameter }
    }
  }`;

describe('content and page metadata', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const meta = async (path: string, u: object = UK) => (await app.graphql(META, { u, p: path })).data?.pageMetadata;

  it('describes the home page with hreflang links to the stores of its store switcher, one locale each', async () => {
    const { metadata } = await meta('/');
    expect(metadata.pageType).toBe('HOME');
    expect(metadata.canonical).toMatch(/^https:\/\/.+\/$/);
    const langs = metadata.hreflangTags_v1.map((t: { langCode: string; countryCode: string }) => `${t.langCode}-${t.countryCode}`);
    expect(langs).toEqual(expect.arrayContaining(['en-GB', 'nl-NL', 'de-DE', 'fr-BE']));
    expect(new Set(langs).size).toBe(langs.length);
    const origins = metadata.hreflangTags_v1.map((t: { origin: string }) => t.origin);
    expect(origins).not.toContain('https://gcsde.giftshop.example');
  });

  it('describes product, category, occasion and list pages, with or without a language prefix', async () => {
    expect((await meta('/gift-cards/choice-gift-card/')).metadata).toMatchObject({ pageType: 'PRODUCT', title: expect.stringContaining('Choice Gift Card') });
    expect((await meta('/en/gift-cards/choice-gift-card')).metadata.canonical).toMatch(/\/gift-cards\/choice-gift-card\/$/);
    expect((await meta('/gift-cards/2/')).metadata.pageType).toBe('PRODUCT_LIST');
    expect((await meta('/category/all-gift-cards/')).metadata.pageType).toBe('CATEGORY');
    expect((await meta('/occasions/')).metadata.pageType).toBe('OCCASIONS');
    expect((await meta('/occasions/birthday/')).metadata.pageType).toBe('OCCASION');
  });

  it("describes the all-gift-cards category in the store's language", async () => {
    expect((await meta('/categorie/alle-cadeaubonnen/', NL)).metadata).toMatchObject({ pageType: 'CATEGORY', title: expect.any(String) });
    expect((await meta('/categorie/alle-cadeaubonnen/2/', NL)).metadata.pageType).toBe('CATEGORY');
  });

  it('links translated information pages across stores', async () => {
    const { metadata } = await meta('/general-terms/');
    expect(metadata.pageType).toBe('INFO');
    const nl = metadata.hreflangTags_v1.find((t: { langCode: string }) => t.langCode === 'nl');
    expect(nl).toMatchObject({ countryCode: 'NL', path: '/algemene-voorwaarden/' });
  });

  it('answers NOT_FOUND for an unknown path', async () => {
    expect(await meta('/no/such/page/here/')).toEqual({ metadata: null, errors: [{ code: 1005, referencedRequestParameter: 'path' }] });
  });

  it('serves information pages and blog posts', async () => {
    const page = await app.graphql(`query($u: UserDataInput!) { page(userData: $u, path: "/privacy/") { page { title body } errors { code } } }`, { u: UK });
    expect(page.data?.page.page.body.length).toBeGreaterThan(200);
    const posts = await app.graphql(`query($u: UserDataInput!) { blogPosts(userData: $u) { posts { items { slug path publishedAt } pageInfo { total } } } }`, { u: UK });
    const list = posts.data?.blogPosts.posts;
    expect(list.pageInfo.total).toBeGreaterThanOrEqual(10);
    const dates = list.items.map((p: { publishedAt: string }) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const one = await app.graphql(`query($u: UserDataInput!, $s: String!) { blogPost(userData: $u, slug: $s) { post { title path } } }`, { u: UK, s: list.items[0].slug });
    expect(one.data?.blogPost.post.path).toBe(list.items[0].path);
  });

  it('serves a blog post as safe HTML with related gift cards of the occasions its tags name', async () => {
    const query = `query($u: UserDataInput!, $s: String!) {
      blogPost(userData: $u, slug: $s) { post { bodyHtml } relatedProducts { path } errors { code } }
    }`;
    const found = (await app.graphql(query, { u: UK, s: 'last-minute-birthday-gift-ideas' })).data?.blogPost;
    expect(found.post.bodyHtml).toMatch(/<h2>/);
    expect(found.relatedProducts.length).toBe(4);
    const birthday = await app.graphql(
      `query($u: UserDataInput!) { products(userData: $u, filters: { filterByTaxonomy: [{ vocabularyID: "OCCASION", terms: ["birthday"] }] }, paging: { itemsPerPage: 100 }) { products { items { path } } } }`,
      { u: UK },
    );
    const birthdayCards = birthday.data?.products.products.items.map((p: { path: string }) => p.path);
    for (const card of found.relatedProducts) expect(birthdayCards).toContain(card.path);
    // No tag names an occasion or a category: the most popular cards stand in.
    const untagged = (await app.graphql(query, { u: UK, s: 'digital-vs-physical-gift-cards' })).data?.blogPost;
    expect(untagged.relatedProducts.length).toBe(4);
    expect((await app.graphql(query, { u: UK, s: 'no-such-post' })).data?.blogPost).toEqual({ post: null, relatedProducts: null, errors: [{ code: 1005 }] });
  });

  it('gives list pages, their later pages and sibling lists distinct titles and descriptions', async () => {
    const paths = ['/gift-cards/', '/gift-cards/2/', '/category/all-gift-cards/', '/category/all-gift-cards/2/', '/category/restaurants/', '/category/restaurants/2/', '/occasions/', '/blog/', '/blog/2/'];
    const all = await Promise.all(paths.map(async (path) => (await meta(path)).metadata));
    expect(new Set(all.map((m) => m.title)).size).toBe(paths.length);
    expect(new Set(all.map((m) => m.description)).size).toBe(paths.length);
    expect(all[1]).toMatchObject({ title: expect.stringContaining('page 2'), pageType: 'PRODUCT_LIST', canonical: expect.stringMatching(/\/gift-cards\/2\/$/) });
    expect(all[8].pageType).toBe('BLOG');
  });

  it('gives each location page its own title and description, and NOT_FOUND for a place the product does not have', async () => {
    const base = '/gift-cards/harbour-and-pine-gift-card/';
    const finder = (await meta(`${base}locations/`)).metadata;
    const place = (await meta(`${base}location/harbour-and-pine-kingsway-london/`)).metadata;
    expect(place.title).toMatch(/^Harbour & Pine.*London: where to use the Harbour & Pine/);
    expect(place.title).not.toBe(finder.title);
    expect(place.description).not.toBe(finder.description);
    expect((await meta(`${base}location/no-such-place/`)).metadata).toBeNull();
    expect((await meta('/gift-cards/choice-gift-card/location/harbour-and-pine-kingsway-london/')).metadata).toBeNull();
  });

  it('answers Dutch metadata for the Dutch store', async () => {
    const { metadata } = await meta('/geefmomenten/', NL);
    expect(metadata.title).toContain('Geefmomenten');
  });
});

describe('store data', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const STORE = /* GraphQL */ `
    query($u: UserDataInput!) { storeData(userData: $u) {
      storeData { buildKey currency locale menus { footerMenu { menuItems { title menuItems { title path hrefType } } } businessMenu { title menuItems { path } } }
        paymentIcons { id image { url { href } } } mainLogo { url alt }
        countriesCombinations { country buildKey url languagesCombinations { languageCode isDefault currency } } }
      errors { code } } }`;

  it('gives the UK store its menus, payment icons and logo', async () => {
    const { data } = await app.graphql(STORE, { u: UK });
    const store = data?.storeData.storeData;
    expect(store).toMatchObject({ buildKey: 'GCUK', currency: 'GBP', locale: 'en-gb' });
    expect(store.menus.footerMenu.menuItems.length).toBeGreaterThanOrEqual(3);
    expect(store.menus.businessMenu.menuItems.length).toBeGreaterThan(0);
    expect(store.paymentIcons.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(['visa', 'paypal']));
    expect(store.mainLogo.url).toBe('/store-assets/48/logo.svg');
  });

  it('offers the UK store first, then one store per other country for the switcher', async () => {
    const { data } = await app.graphql(STORE, { u: UK });
    const combos: { country: string; buildKey: string }[] = data?.storeData.storeData.countriesCombinations;
    expect(combos[0]).toMatchObject({ country: 'GB', buildKey: 'GCUK' });
    expect(combos.map((c) => c.buildKey)).toEqual(expect.arrayContaining(['CB', 'CBBE', 'CBDE']));
    expect(new Set(combos.map((c) => c.country)).size).toBe(combos.length);
  });

  it('answers countriesCombinations for every build key', async () => {
    expect(seedStoreList).toHaveLength(33);
    for (const store of seedStoreList) {
      const language = store.languages[0].code;
      const { data } = await app.graphql(STORE, { u: { storeID: store.id, language, countryCode: store.countryCode } });
      const combos = data?.storeData.storeData.countriesCombinations;
      expect(combos.some((c: { buildKey: string }) => c.buildKey === store.buildKey)).toBe(true);
      for (const combo of combos) expect(combo.languagesCombinations.filter((l: { isDefault: boolean }) => l.isDefault)).toHaveLength(1);
    }
  });

  it('serves content pages as safe HTML besides their Markdown', async () => {
    const page = (await app.graphql(`query P($u: UserDataInput!) { page(userData: $u, path: "/general-terms/") { page { body bodyHtml } errors { code } } }`, { u: UK })).data?.page.page;
    expect(page.body.length).toBeGreaterThan(0);
    expect(page.bodyHtml).toMatch(/<(p|h2|ul)>/);
  });

  it('lists every indexable page of the store once for the sitemap', async () => {
    const result = await app.graphql(`query S($u: UserDataInput!) { sitemap(userData: $u) { entries { path lastModified } errors { code } } }`, { u: UK });
    const paths: string[] = result.data?.sitemap.entries.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/gift-cards/', '/gift-cards/choice-gift-card/', '/category/all-gift-cards/', '/occasions/birthday/', '/general-terms/']));
    expect(paths).toContain('/gift-cards/harbour-and-pine-gift-card/locations/');
    expect(paths).not.toContain('/gift-cards/choice-gift-card/locations/');
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => p.startsWith('/') && p.endsWith('/'))).toBe(true);
  });
});
