import { expect, test } from '@playwright/test';

/** The storefront server's own HTTP surface (docs/security.md, "HTTP edge"), through the real server and gateway. */
test('/healthz answers without a page render', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('every response carries a request id of the server, also on proxied gateway paths', async ({ request }) => {
  const page = await request.get('/gift-cards/', { headers: { 'x-request-id': 'chosen-by-visitor' } });
  expect(page.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  // The gateway echoes the id it received: the storefront's, not the visitor's.
  const proxied = await request.get('/ip', { headers: { 'x-request-id': 'chosen-by-visitor' } });
  expect(proxied.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('a body over the limit gets 413 and JSON through the storefront', async ({ request }) => {
  const body = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(2_500_000) } });
  const response = await request.post('/graphql', { headers: { 'content-type': 'application/json' }, data: body });
  expect(response.status()).toBe(413);
  expect((await response.json()).errors[0].message).toBe('Request body too large.');
});

test('a subscription gets 400 through the storefront', async ({ request }) => {
  const response = await request.post('/graphql', { headers: { 'content-type': 'application/json' }, data: { query: 'subscription { __typename }' } });
  expect(response.status()).toBe(400);
});

test('pages with a visitor’s own data are private, no-store; catalogue pages are shared-cacheable and served from the render cache', async ({ request }) => {
  for (const path of ['/basket/', '/order/', '/account/', '/check-balance/', '/check-balance/redeem/', '/activate/', '/en/basket/']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
  }
  for (const path of ['/', '/gift-cards/', '/gift-cards/harbour-and-pine-gift-card/']) {
    // The request after a render is answered from the cache, unless a change elsewhere (another journey's draw or
    // order) moved the cache version between the two: then the next pair shows it.
    let headers: Record<string, string> = {};
    await expect
      .poll(async () => {
        await request.get(path);
        headers = (await request.get(path)).headers();
        return headers['x-render-cache'];
      }, { message: path })
      .toMatch(/^(HIT|STALE)$/);
    expect(headers['cache-control'], path).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(headers['etag'], path).toMatch(/^"[\w-]+"$/);
    const unchanged = await request.get(path, { headers: { 'if-none-match': headers['etag'] } });
    expect(unchanged.status(), path).toBe(304);
  }
});
