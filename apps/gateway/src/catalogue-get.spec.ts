import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { selectRows } from '@giftshop/gateway-db';
import { createTestApp, NL, UK, type TestApp } from './testing/test-app';

const PRODUCTS = 'query Products($u: UserDataInput!) { products(userData: $u) { products { pageInfo { total } } errors { code } } }';
const CART = 'query Cart($u: UserDataInput!) { cartV2(userData: $u) { errors { code } } }';
const ADD =
  'mutation Add($u: UserDataInput!) { addToCart(userData: $u, input: { variationId: "1", amount: 2500, deliveryType: DIGITAL }) { errors { code } } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (document: string) => JSON.stringify({ persistedQuery: { version: 1, sha256Hash: sha256(document) } });

/** A GET URL as Apollo's persisted-query link writes it: the hash, and the document only when asked for. */
function getUrl(base: string, document: string, variables: object, withDocument = false) {
  const params = new URLSearchParams();
  if (withDocument) params.set('query', document);
  params.set('variables', JSON.stringify(variables));
  params.set('extensions', persisted(document));
  return `${base}/graphql?${params}`;
}

describe('catalogue reads by GET (front cache, CDN headers, persisted queries)', () => {
  let app: TestApp;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp();
    base = await app.listen();
  });
  afterAll(() => app.close());

  it('runs a public query by its hash once the document is known, with shared-cache headers', async () => {
    const unknown = await fetch(getUrl(base, PRODUCTS, { u: UK }));
    expect(unknown.status).toBe(200);
    expect((await unknown.json()).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.headers.get('cache-control')).toBe('private, no-store');

    const full = await fetch(getUrl(base, PRODUCTS, { u: UK }, true));
    expect(full.headers.get('cache-control')).toMatch(/^public, .*s-maxage=60, stale-while-revalidate=300$/);
    const hashed = await fetch(getUrl(base, PRODUCTS, { u: UK }));
    expect(hashed.headers.get('x-cache')).toBe('MISS');
    expect(hashed.headers.get('vary')).toBe('Accept, Origin');
    expect((await hashed.json()).data.products.products.pageInfo.total).toBeGreaterThan(0);
    // The front cache keeps an answer from the second miss of its URL on.
    expect((await fetch(getUrl(base, PRODUCTS, { u: UK }))).headers.get('x-cache')).toBe('MISS');
    const again = await fetch(getUrl(base, PRODUCTS, { u: UK }));
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('cache-control')).toContain('s-maxage=60');
    expect(again.headers.get('vary')).toBe('Accept, Origin');
  });

  it('keys answers by the store in the URL, not by store headers a shared cache would not see', async () => {
    const uk = getUrl(base, PRODUCTS, { u: UK }, true);
    await fetch(uk);
    await fetch(uk);
    const otherHeaders = await fetch(uk, { headers: { 'x-store-id': '1', 'x-language': 'nl' } });
    expect(otherHeaders.headers.get('x-cache')).toBe('HIT');
    const nl = await fetch(getUrl(base, PRODUCTS, { u: NL }, true), { headers: { 'x-store-id': '48', 'x-language': 'en' } });
    expect(nl.headers.get('x-cache')).toBe('MISS');
    const totals = [await (await fetch(uk)).json(), await nl.json()].map((r) => r.data.products.products.pageInfo.total);
    const direct = await app.graphql(PRODUCTS, { u: NL });
    expect(totals[1]).toBe(direct.data.products.products.pageInfo.total);
  });

  it('answers session-bound queries by GET as private, never from the front cache', async () => {
    for (let i = 0; i < 2; i++) {
      const cart = await fetch(getUrl(base, CART, { u: UK }, true));
      expect(cart.headers.get('cache-control')).toBe('private, no-store');
      expect(cart.headers.get('x-cache')).toBeNull();
    }
  });

  it('answers POST requests as private, the public catalogue included', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: PRODUCTS, variables: { u: UK } }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a mutation by GET, by document or by hash, with the mutation header too, and changes nothing', async () => {
    const count = async () => Number((await selectRows<{ n: string }>(app.database.db, sql`select count(*) as n from orders`))[0].n);
    const before = await count();
    const headers = { 'x-bypass-mutations': '1' };
    const byDocument = await fetch(getUrl(base, ADD, { u: UK }, true), { headers });
    expect(byDocument.status).toBe(405);
    expect(byDocument.headers.get('cache-control')).toBe('private, no-store');
    expect(byDocument.headers.get('set-cookie')).toBeNull();
    const byHash = await fetch(getUrl(base, ADD, { u: UK }), { headers });
    expect(byHash.status).toBe(405);
    expect(await count()).toBe(before);
  });

  it('keeps the mutation header rule for POSTed mutations, persisted or not', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: ADD, variables: { u: UK }, extensions: JSON.parse(persisted(ADD)) }),
    });
    expect(response.status).toBe(403);
    expect((await response.json()).errors[0].extensions.code).toBe('MUTATION_HEADER_REQUIRED');
  });

  it('refuses a document sent with the hash of another one', async () => {
    const params = new URLSearchParams({ query: CART, variables: JSON.stringify({ u: UK }), extensions: persisted(PRODUCTS) });
    const response = await fetch(`${base}/graphql?${params}`);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].extensions.code).toBe('PERSISTED_QUERY_HASH_MISMATCH');
  });
});
