import { createTestApp, UK, type TestApp } from './testing/test-app';

const query = (q: string, variables: object) => `query=${encodeURIComponent(q)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;

describe('HTTP surface', () => {
  let app: TestApp;
  let base: string;
  beforeAll(async () => {
    app = await createTestApp({ IP_COUNTRY_HEADER: 'cf-ipcountry', DEFAULT_COUNTRY: 'NL' });
    base = await app.listen();
  });
  afterAll(() => app.close());

  it('reports health and readiness', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ready' });
  });

  it('answers /ip from the trusted header, else the configured default', async () => {
    expect(await (await fetch(`${base}/ip`, { headers: { 'cf-ipcountry': 'de' } })).json()).toEqual({ country_code: 'DE' });
    expect(await (await fetch(`${base}/ip`)).json()).toEqual({ country_code: 'NL' });
    expect(await (await fetch(`${base}/ip`, { headers: { 'cf-ipcountry': 'not a country' } })).json()).toEqual({ country_code: 'NL' });
  });

  it('ignores the country header of a peer that is not a trusted proxy', async () => {
    const direct = await createTestApp({ IP_COUNTRY_HEADER: 'cf-ipcountry', DEFAULT_COUNTRY: 'NL', TRUSTED_PROXIES: '192.0.2.10' });
    try {
      const answer = await fetch(`${await direct.listen()}/ip`, { headers: { 'cf-ipcountry': 'de' } });
      expect(await answer.json()).toEqual({ country_code: 'NL' });
    } finally {
      await direct.close();
    }
  });

  it('echoes a request id, or makes one', async () => {
    const given = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const made = await fetch(`${base}/healthz`);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers repeated catalogue GET reads from the front cache, with CDN cache headers', async () => {
    const url = `${base}/graphql?${query('query($u: UserDataInput!) { products(userData: $u) { products { pageInfo { total } } errors { code } } }', { u: UK })}`;
    const first = await fetch(url);
    const second = await fetch(url);
    const third = await fetch(url);
    // Kept from the second miss of its URL on: a URL asked once is not copied into the cache.
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('MISS');
    expect(third.headers.get('x-cache')).toBe('HIT');
    expect(third.headers.get('cache-control')).toContain('stale-while-revalidate');
    expect(await third.json()).toEqual(await first.json());
  });

  it('does not cache answers with domain errors', async () => {
    const url = `${base}/graphql?${query('query($u: UserDataInput!) { products(userData: $u) { errors { code } } }', { u: { ...UK, storeID: 999 } })}`;
    await fetch(url);
    const again = await fetch(url);
    expect(again.headers.get('x-cache')).toBeNull();
  });

  it('serves generated card art and a 404 for unknown cards', async () => {
    const art = await fetch(`${base}/card-art/48/choice-gift-card.svg`);
    expect(art.headers.get('content-type')).toBe('image/svg+xml');
    expect(await art.text()).toContain('<svg');
    expect((await fetch(`${base}/card-art/48/nothing-here.svg`)).status).toBe(404);
  });

  it('answers unknown paths with 404', async () => {
    expect((await fetch(`${base}/nope`)).status).toBe(404);
  });
});
