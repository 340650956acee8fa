import { createTestApp, NL, UK, type TestApp } from './testing/test-app';

const PRODUCTS = /* GraphQL */ `
  query Products($userData: UserDataInput!, $filters: ProductFiltersInput, $paging: PagingInput) {
    products(userData: $userData, filters: $filters, paging: $paging) {
      products {
        items { id title path productType fixedValues { minorUnits value currency } variationsToShow
          ... on GiftCardProduct { thirdPartyPlatform inStock categories { slug } digitalVariationConfig { hasFixedPrices minPrice { minorUnits } maxPrice { minorUnits } } } }
        pageInfo { total pageNumber itemsPerPage hasNextPage }
      }
      errors { code message referencedRequestParameter }
    }
  }`;

describe('catalogue', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('lists at least 220 gift cards of the UK store, 16 per page, most popular first', async () => {
    const { data } = await app.graphql(PRODUCTS, { userData: UK, filters: { filterByProductType: ['GIFT_CARD'] } });
    const { items, pageInfo } = data.products.products;
    expect(pageInfo.total).toBeGreaterThanOrEqual(220);
    expect(pageInfo).toMatchObject({ pageNumber: 1, itemsPerPage: 16, hasNextPage: true });
    expect(items).toHaveLength(16);
    expect(items[0].path).toMatch(/^\/gift-cards\/[a-z0-9-]+\/$/);
    for (const item of items) for (const value of item.fixedValues) expect(Number.isInteger(value.minorUnits)).toBe(true);
  });

  it('answers the whole list (one prepared statement) as the filtered query answers the same products', async () => {
    const paging = { itemsPerPage: 100, pageNumber: 1 };
    const whole = (await app.graphql(PRODUCTS, { userData: UK, paging })).data.products.products;
    const filters = { filterByProductType: ['GIFT_CARD', 'DONATION', 'GIFT_CARD_BLANK'] };
    const filtered = (await app.graphql(PRODUCTS, { userData: UK, paging, filters })).data.products.products;
    expect(whole.pageInfo.total).toBe(filtered.pageInfo.total);
    expect(whole.items).toEqual(filtered.items);
    expect(whole.items.some((p: { categories?: unknown[] }) => (p.categories?.length ?? 0) > 1)).toBe(true);
  });

  it('loads categories when a query asks for them under any alias or fragment, and the rest alike without them', async () => {
    const list = (selection: string) => `fragment Card on GiftCardProduct { id ${selection} }
      query List($userData: UserDataInput!) { products(userData: $userData, paging: { itemsPerPage: 50 }) {
        products { items { id title ... Card } } } }`;
    const items = async (selection: string) => (await app.graphql(list(selection), { userData: UK })).data.products.products.items;
    const viaFragment = await items('categories { slug }');
    const viaAlias = await items('kinds: categories { slug }');
    const without = await items('inStock');
    expect(viaFragment.some((p: { categories: unknown[] }) => p.categories.length > 0)).toBe(true);
    expect(viaAlias.map((p: { kinds: unknown }) => p.kinds)).toEqual(viaFragment.map((p: { categories: unknown }) => p.categories));
    expect(without.map((p: { id: string; title: string }) => [p.id, p.title])).toEqual(viaFragment.map((p: { id: string; title: string }) => [p.id, p.title]));
    const slug = viaFragment.find((p: { categories: unknown[] }) => p.categories.length > 0).id;
    const detail = `query Detail($userData: UserDataInput!, $slug: String!) { product(userData: $userData, slug: $slug) {
      product { ... on GiftCardProduct { categories { slug } } } } }`;
    const path = (await app.graphql(`query P($userData: UserDataInput!) { products(userData: $userData, paging: { itemsPerPage: 50 }) {
      products { items { id path } } } }`, { userData: UK })).data.products.products.items.find((p: { id: string }) => p.id === slug).path;
    const product = (await app.graphql(detail, { userData: UK, slug: path.split('/')[2] })).data.product.product;
    expect(product.categories).toEqual(viaFragment.find((p: { id: string }) => p.id === slug).categories);
  });

  it('pages without repeating products and ends with an empty page', async () => {
    const first = await app.graphql(PRODUCTS, { userData: UK, paging: { itemsPerPage: 17, pageNumber: 1 } });
    const second = await app.graphql(PRODUCTS, { userData: UK, paging: { itemsPerPage: 17, pageNumber: 2 } });
    const ids = [...first.data.products.products.items, ...second.data.products.products.items].map((p: { id: string }) => p.id);
    expect(new Set(ids).size).toBe(34);
    const beyond = await app.graphql(PRODUCTS, { userData: UK, paging: { itemsPerPage: 16, pageNumber: 999 } });
    expect(beyond.data?.products.products.items).toEqual([]);
    expect(beyond.data?.products.products.pageInfo.total).toBe(first.data?.products.products.pageInfo.total);
  });

  it('filters by category and by page reference', async () => {
    const menu = await app.graphql(`query($u: UserDataInput!) { taxonomyTerms(userData: $u, vocabularyID: "CATEGORY") { terms { slug productCount } } }`, { u: UK });
    const terms = menu.data?.taxonomyTerms.terms;
    expect(terms.length).toBeGreaterThanOrEqual(12);
    const { slug, productCount } = terms[0];
    const byTaxonomy = await app.graphql(PRODUCTS, { userData: UK, filters: { filterByTaxonomy: [{ vocabularyID: 'CATEGORY', terms: [slug] }] }, paging: { itemsPerPage: 100 } });
    const items = byTaxonomy.data?.products.products.items;
    expect(byTaxonomy.data?.products.products.pageInfo.total).toBe(productCount);
    for (const item of items) expect(item.categories.map((c: { slug: string }) => c.slug)).toContain(slug);
    const byPage = await app.graphql(PRODUCTS, { userData: UK, filters: { filterByPage: { fieldName: 'products', pageId: slug, pageType: 'CATEGORY' } } });
    expect(byPage.data?.products.products.pageInfo.total).toBe(productCount);
  });

  it('treats all-gift-cards as every category', async () => {
    const all = await app.graphql(PRODUCTS, { userData: UK, filters: { filterByTaxonomy: [{ vocabularyID: 'CATEGORY', terms: ['all-gift-cards'] }] } });
    const none = await app.graphql(PRODUCTS, { userData: UK });
    expect(all.data?.products.products.pageInfo.total).toBe(none.data?.products.products.pageInfo.total);
  });

  it('offers donation products and blank card packs by product type', async () => {
    const { data } = await app.graphql(PRODUCTS, { userData: UK, filters: { filterByProductType: ['DONATION', 'GIFT_CARD_BLANK'] } });
    const types = new Set(data?.products.products.items.map((p: { productType: string }) => p.productType));
    expect(types).toEqual(new Set(['DONATION', 'GIFT_CARD_BLANK']));
  });

  it('answers one product by slug with its brand and variations, and NOT_FOUND for an unknown slug', async () => {
    const query = `query($u: UserDataInput!, $s: String!) { product(userData: $u, slug: $s) {
      product { title path ... on GiftCardProduct { isChoice giftCardBrand { name } variations { sku variationType price { value currency } } } }
      errors { code referencedRequestParameter } } }`;
    const choice = await app.graphql(query, { u: UK, s: 'choice-gift-card' });
    expect(choice.data?.product.product).toMatchObject({ path: '/gift-cards/choice-gift-card/', isChoice: true });
    expect(choice.data?.product.product.variations[0].price.currency).toBe('GBP');
    const missing = await app.graphql(query, { u: UK, s: 'no-such-card' });
    expect(missing.data?.product).toEqual({ product: null, errors: [{ code: 1005, referencedRequestParameter: 'slug' }] });
  });

  it("answers a brand's shop page, redirect link and external link as seeded, in both stores", async () => {
    const query = `query($u: UserDataInput!, $s: String!) { product(userData: $u, slug: $s) { product { ... on GiftCardProduct {
      giftCardBrand { name iframeUrl redirectLink { url redirectTime } productExternalLink { title url } } } } } }`;
    const brand = async (u: object, s: string) => (await app.graphql(query, { u, s })).data?.product.product.giftCardBrand;
    expect(await brand(UK, 'loom-and-lantern-gift-card')).toEqual({
      name: 'Loom & Lantern',
      iframeUrl: '/brand/GCUK/brand-shops/loom-and-lantern.html',
      redirectLink: null,
      productExternalLink: { title: 'Visit Loom & Lantern', url: 'https://loomandlantern.example/' },
    });
    expect(await brand(UK, 'starlight-screens-gift-card')).toMatchObject({ iframeUrl: null, redirectLink: { url: 'https://starlightscreens.example/', redirectTime: 5 } });
    expect(await brand(NL, 'linnen-en-lof-cadeaubon')).toMatchObject({ iframeUrl: '/brand/CB/brand-shops/linnen-en-lof.html' });
    expect(await brand(NL, 'sterrenzaal-bioscopen-cadeaubon')).toMatchObject({ redirectLink: { url: 'https://sterrenzaalbioscopen.example/', redirectTime: 5 } });
  });

  it('refuses an unknown store and an unknown language with clear errors', async () => {
    const store = await app.graphql(PRODUCTS, { userData: { ...UK, storeID: 999 } });
    expect(store.data?.products.errors).toEqual([{ code: 1001, message: 'Unknown store 999.', referencedRequestParameter: 'userData.storeID' }]);
    const language = await app.graphql(PRODUCTS, { userData: { ...UK, language: 'fr' } });
    expect(language.data?.products.errors[0]).toMatchObject({ code: 1002, referencedRequestParameter: 'userData.language' });
  });

  it('refuses an unknown store id in the x-store-id header', async () => {
    const result = await app.graphql(PRODUCTS, { userData: UK }, { 'x-store-id': '999' });
    expect(result.data.products.errors[0]).toMatchObject({ code: 1001, referencedRequestParameter: 'x-store-id' });
  });

  it('serves the Dutch store in euros with Dutch paths', async () => {
    const { data } = await app.graphql(PRODUCTS, { userData: NL });
    const item = data?.products.products.items[0];
    expect(item.path).toMatch(/^\/cadeaubonnen\//);
    expect(item.fixedValues[0]?.currency ?? 'EUR').toBe('EUR');
  });

  it('fills the computed and editorial block queues', async () => {
    const query = `query($u: UserDataInput!, $q: String!, $f: BlockFiltersInput) { blocks(userData: $u, queueID: $q, filters: $f) { blocks { title path product { id } } errors { code } } }`;
    const mostChosen = await app.graphql(query, { u: UK, q: 'most-chosen' });
    expect(mostChosen.data?.blocks.blocks).toHaveLength(8);
    const hero = await app.graphql(query, { u: UK, q: 'home-hero' });
    expect(hero.data?.blocks.blocks.length).toBeGreaterThan(0);
    const menu = await app.graphql(`query($u: UserDataInput!) { categoryMenu(userData: $u) { items { path topList { path } } } }`, { u: UK });
    const category = menu.data?.categoryMenu.items[0];
    expect(category.topList.length).toBeGreaterThan(0);
    expect(category.topList.length).toBeLessThanOrEqual(4);
    const slug = category.path.split('/')[2];
    const top = await app.graphql(query, { u: UK, q: 'top-products', f: { filterByTaxonomy: [{ vocabularyID: 'CATEGORY', terms: [slug] }] } });
    expect(top.data?.blocks.blocks.map((b: { path: string }) => b.path)).toEqual(category.topList.map((t: { path: string }) => t.path));
    const missingFilter = await app.graphql(query, { u: UK, q: 'top-products' });
    expect(missingFilter.data?.blocks.errors[0].code).toBe(1004);
  });
});
