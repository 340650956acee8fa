import { createHash } from 'node:crypto';
import { print, type DocumentNode } from 'graphql';
import {
  CategoryPageDocument,
  MoreProductsDocument,
  OccasionsPageDocument,
  ProductDetailDocument,
  ProductListDocument,
} from '@giftshop/shared-graphql';
import { createTestApp, UK, NL, type TestApp } from './testing/test-app';

const ORIGIN = 'https://shop.example';
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';
/** Requests as fetch sends them, as the browser's Apollo client sends them, and from a listed storefront origin. */
const HEADER_SETS: Record<string, string>[] = [{}, { accept: APOLLO_ACCEPT }, { accept: APOLLO_ACCEPT, origin: ORIGIN }];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const ADD =
  'mutation Add($u: UserDataInput!) { ' +
  'addToCart(userData: $u, input: { variationId: "1", amount: 2500, deliveryType: DIGITAL }) { errors { code } } }';

interface Read {
  document: string;
  variables: Record<string, unknown>;
}

/** The query string of a GET as the browser's Apollo client writes it: the hash, and the document when asked for. */
function search({ document, variables }: Read, withDocument: boolean) {
  const params = new URLSearchParams();
  if (withDocument) params.set('query', document);
  params.set('variables', JSON.stringify(variables));
  params.set(
    'extensions',
    JSON.stringify({
      persistedQuery: { version: 1, sha256Hash: sha256(document) },
    }),
  );
  return params;
}

/** Headers of an answer that tell a client or a cache something (not the date, connection or request id). */
function meaningful(headers: Headers) {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    const key = name.toLowerCase();
    if (!['date', 'connection', 'keep-alive', 'x-request-id', 'transfer-encoding'].includes(key)) kept[key] = value;
  });
  return kept;
}

describe('public reads answered without Yoga (fast reads)', () => {
  let app: TestApp;
  let base: string;
  let reads: Record<string, Read>;
  let variant = 0;

  /** The same variables with a field no operation declares: a URL the front cache has not seen. */
  const fresh = (read: Read): Read => ({
    ...read,
    variables: { ...read.variables, bench: ++variant },
  });

  async function viaYoga(read: Read, init: { method: 'GET' | 'POST'; headers?: Record<string, string> }) {
    const url = init.method === 'GET' ? `http://gateway/graphql?${search(read, true)}` : 'http://gateway/graphql';
    const body =
      init.method === 'POST' ? JSON.stringify({ query: read.document, variables: read.variables }) : undefined;
    const headers = {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    };
    const response = await app.gateway.yoga.fetch(url, {
      method: init.method,
      headers,
      body,
    });
    return {
      status: response.status,
      body: await response.text(),
      headers: meaningful(response.headers),
    };
  }

  async function viaHttp(read: Read, init: { method: 'GET' | 'POST'; headers?: Record<string, string> }) {
    const before = app.gateway.fastReads.stats();
    const response =
      init.method === 'GET'
        ? await fetch(`${base}/graphql?${search(read, false)}`, {
            headers: init.headers,
          })
        : await fetch(`${base}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...init.headers },
            body: JSON.stringify({
              query: read.document,
              variables: read.variables,
            }),
          });
    const after = app.gateway.fastReads.stats();
    return {
      status: response.status,
      body: await response.text(),
      headers: meaningful(response.headers),
      fast: after.answered - before.answered === 1,
    };
  }

  /** A GET of this URL as it is, and whether the fast reads answered it. */
  async function viaHttpUrl(url: string) {
    const before = app.gateway.fastReads.stats().answered;
    const body = await (await fetch(url)).text();
    return { body, fast: app.gateway.fastReads.stats().answered - before === 1 };
  }

  beforeAll(async () => {
    app = await createTestApp({ ALLOWED_ORIGINS: ORIGIN });
    base = await app.listen();
    const paging = { itemsPerPage: 16, pageNumber: 1 };
    const list: Read = {
      document: print(ProductListDocument as DocumentNode),
      variables: { userData: UK, path: '/gift-cards/', paging },
    };
    const first = JSON.parse((await viaYoga(list, { method: 'GET' })).body).data.products.products.items[0];
    reads = {
      occasions: {
        document: print(OccasionsPageDocument as DocumentNode),
        variables: { userData: UK, path: '/occasions/' },
      },
      list,
      category: {
        document: print(CategoryPageDocument as DocumentNode),
        variables: {
          userData: UK,
          path: '/category/all-gift-cards/',
          slug: 'all-gift-cards',
          all: true,
          paging,
        },
      },
      dutchList: {
        ...list,
        variables: { userData: NL, path: '/cadeaubonnen/', paging },
      },
      more: {
        document: print(MoreProductsDocument as DocumentNode),
        variables: {
          userData: UK,
          paging: { itemsPerPage: 16, pageNumber: 2 },
        },
      },
      detail: {
        document: print(ProductDetailDocument as DocumentNode),
        variables: {
          userData: UK,
          path: first.path,
          slug: first.path.split('/')[2],
        },
      },
    };
    // The storefront sends each document once with its hash; afterwards the hash alone.
    for (const read of Object.values(reads)) await fetch(`${base}/graphql?${search(read, true)}`);
  });
  afterAll(() => app.close());

  it.each(['occasions', 'list', 'category', 'dutchList', 'more', 'detail'])(
    'answers the %s page by hash with the bytes and headers Yoga gives',
    async (name) => {
      for (const headers of HEADER_SETS) {
        const read = fresh(reads[name]);
        const yoga = await viaYoga(read, { method: 'GET', headers });
        const fast = await viaHttp(read, { method: 'GET', headers });
        expect(fast.fast).toBe(true);
        expect(fast.status).toBe(yoga.status);
        expect(fast.body).toBe(yoga.body);
        expect(JSON.parse(fast.body).data).toBeTruthy();
        // Yoga's own headers, then the public cache headers the HTTP layer adds.
        expect(fast.headers).toEqual({
          ...yoga.headers,
          'cache-control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=300',
          vary: 'Accept, Origin',
          'x-cache': 'MISS',
        });
      }
      const read = fresh(reads[name]);
      const miss = await viaHttp(read, {
        method: 'GET',
        headers: { accept: APOLLO_ACCEPT, origin: ORIGIN },
      });
      // Kept from the second miss on.
      expect((await viaHttp(read, { method: 'GET', headers: { accept: APOLLO_ACCEPT, origin: ORIGIN } })).body).toBe(miss.body);
      const hit = await viaHttp(read, {
        method: 'GET',
        headers: { accept: APOLLO_ACCEPT, origin: ORIGIN },
      });
      expect(hit.body).toBe(miss.body);
      expect(hit.headers).toEqual({ ...miss.headers, 'x-cache': 'HIT' });
    },
  );

  it('answers a POSTed catalogue read with the bytes Yoga gives, private', async () => {
    for (const headers of [HEADER_SETS[0], HEADER_SETS[2]]) {
      const yoga = await viaYoga(reads['list'], { method: 'POST', headers });
      const fast = await viaHttp(reads['list'], { method: 'POST', headers });
      expect(fast.fast).toBe(true);
      expect(fast.body).toBe(yoga.body);
      expect(fast.headers).toEqual({
        ...yoga.headers,
        'cache-control': 'private, no-store',
      });
    }
  });

  it('answers a payload error (unknown store) as Yoga does, private and never cached', async () => {
    const document =
      'query Products($u: UserDataInput!) { products(userData: $u) { products { pageInfo { total } } ' +
      'errors { code } } }';
    const read = { document, variables: { u: { ...UK, storeID: 999_999 } } };
    await fetch(`${base}/graphql?${search(read, true)}`);
    const yoga = await viaYoga(read, { method: 'GET' });
    const fast = await viaHttp(read, { method: 'GET' });
    expect(fast.fast).toBe(true);
    expect(fast.body).toBe(yoga.body);
    expect(JSON.parse(fast.body).data.products.errors[0].code).toBeDefined();
    expect(fast.headers['cache-control']).toBe('private, no-store');
    expect((await viaHttp(read, { method: 'GET' })).headers['x-cache']).toBeUndefined();
  });

  /** Product reads asking for more or fewer of the parts a read loads (brand, redeem data, variations, categories). */
  const SHAPES: Record<string, string> = {
    'card fields only':
      'query A($u: UserDataInput!) { products(userData: $u) { products { items { id title path fixedValues { value } ' +
      'variationsToShow } pageInfo { total } } errors { code } } }',
    'the brand, by fragment':
      'query B($u: UserDataInput!) { products(userData: $u) { products { items { id ...Brand } } } } ' +
      'fragment Brand on GiftCardProduct { giftCardBrand { id name iframeUrl redirectLink { url redirectTime } ' +
      'productExternalLink { title url } } }',
    'variations and configs, aliased':
      'query C($u: UserDataInput!) { products(userData: $u, paging: { itemsPerPage: 40, pageNumber: 1 }) { products { ' +
      'items { id v: variations { id sku title variationType price { value currency } config { hasFixedPrices ' +
      'pricesToShow { minorUnits } minPrice { value } maxPrice { value } } } ... on GiftCardProduct { ' +
      'digitalVariationConfig { hasFixedPrices } physicalVariationConfig { minPrice { value } } inStock } } } } }',
    'redeem data and categories':
      'query D($u: UserDataInput!) { products(userData: $u, paging: { itemsPerPage: 100, pageNumber: 1 }) { products { ' +
      'items { id redeemData { title description minimumAvailableCustomAmount { value } minimumRemainingBalance { value } } ' +
      '... on GiftCardProduct { categories { slug title } isChoice thirdPartyPlatform } } } } }',
    'everything of one product':
      'query E($u: UserDataInput!, $slug: String!) { product(userData: $u, slug: $slug) { product { id title ' +
      'variations { id sku } redeemData { title } ... on GiftCardProduct { giftCardBrand { name } categories { id } ' +
      'digitalVariationConfig { pricesToShow { value } } } } errors { code } } }',
    'a product without its brand':
      'query F($u: UserDataInput!, $slug: String!) { product(userData: $u, slug: $slug) { product { id title ' +
      'fixedValues { minorUnits } } } }',
  };

  it.each(Object.keys(SHAPES))('answers %s as Yoga does, by document, by hash and by POST', async (name) => {
    const slug = reads['detail'].variables['slug'];
    for (const userData of [UK, NL]) {
      const read = fresh({ document: SHAPES[name], variables: { u: userData, slug } });
      const yoga = await viaYoga(read, { method: 'GET' });
      expect(JSON.parse(yoga.body).data).toBeTruthy();
      const byDocument = await fetch(`${base}/graphql?${search(read, true)}`);
      expect(await byDocument.text()).toBe(yoga.body);
      const plain = new URLSearchParams({ query: read.document, variables: JSON.stringify(fresh(read).variables) });
      const byPlainDocument = await viaHttpUrl(`${base}/graphql?${plain}`);
      expect(byPlainDocument.fast).toBe(true);
      expect(byPlainDocument.body).toBe(yoga.body);
      const byHash = await viaHttp(fresh(read), { method: 'GET' });
      expect(byHash.fast).toBe(true);
      expect(byHash.body).toBe(yoga.body);
      const posted = await viaHttp(read, { method: 'POST' });
      expect(posted.fast).toBe(true);
      expect(posted.body).toBe((await viaYoga(read, { method: 'POST' })).body);
    }
  });

  it.each(['list', 'more'])("keeps an unknown store's %s answer private, errors selected or not", async (name) => {
    const read = fresh({ ...reads[name], variables: { ...reads[name].variables, userData: { ...UK, storeID: 999_999 } } });
    await fetch(`${base}/graphql?${search(read, true)}`);
    const yoga = await viaYoga(read, { method: 'GET' });
    expect(JSON.parse(yoga.body).data.products).toEqual({ products: null });
    // By hash (the fast reads) and from an origin Yoga answers.
    const headerSets: Record<string, string>[] = [{}, { origin: 'https://elsewhere.example' }];
    for (const headers of headerSets) {
      const first = await viaHttp(read, { method: 'GET', headers });
      expect(first.body).toBe(yoga.body);
      expect(first.headers['cache-control']).toBe('private, no-store');
      const again = await viaHttp(read, { method: 'GET', headers });
      expect(again.headers['x-cache']).toBeUndefined();
      expect(again.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('hands invalid variables to Yoga, which answers them as before', async () => {
    const read = {
      ...reads['list'],
      variables: {
        ...reads['list'].variables,
        paging: { itemsPerPage: 'many' },
      },
    };
    for (const method of ['GET', 'POST'] as const) {
      const yoga = await viaYoga(read, { method });
      const answer = await viaHttp(read, { method });
      expect(answer.fast).toBe(false);
      expect(answer.status).toBe(yoga.status);
      expect(answer.body).toBe(yoga.body);
      expect(JSON.parse(answer.body).errors[0].message).toMatch(/itemsPerPage/);
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('leaves unknown hashes, mutations without the header and session reads to the paths they took', async () => {
    const unknown = await viaHttp({ document: '{ __typename }', variables: {} }, { method: 'GET' });
    expect(JSON.parse(unknown.body).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.fast).toBe(false);

    const add: Read = { document: ADD, variables: { u: UK } };
    const refused = await viaHttp(add, { method: 'POST' });
    expect(refused.fast).toBe(false);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).errors[0].extensions.code).toBe('MUTATION_HEADER_REQUIRED');
    const added = await viaHttp(add, {
      method: 'POST',
      headers: { 'x-bypass-mutations': '1' },
    });
    // A mutation with the header runs on the fast path (libs/gateway/http fast-mutations.spec.ts compares it with Yoga).
    expect(added.fast).toBe(true);
    expect(JSON.parse(added.body).data.addToCart.errors).toBeDefined();
    expect(added.headers['cache-control']).toBe('private, no-store');

    const cart = await viaHttp(
      {
        document: 'query Cart($u: UserDataInput!) { cartV2(userData: $u) { errors { code } } }',
        variables: { u: UK },
      },
      { method: 'POST' },
    );
    expect(cart.fast).toBe(false);
    expect(cart.status).toBe(200);
  });

  it('leaves other origins and media types to Yoga', async () => {
    const other = await viaHttp(fresh(reads['list']), {
      method: 'GET',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(other.fast).toBe(false);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const read = fresh(reads['list']);
    const html = await viaHttp(read, {
      method: 'GET',
      headers: { accept: 'text/html' },
    });
    expect(html.fast).toBe(false);
    expect(html.status).toBe((await viaYoga(read, { method: 'GET', headers: { accept: 'text/html' } })).status);
  });
});
