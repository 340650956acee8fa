import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, createRenderCache, entryOf, sharedLifetime } from './render-cache.mjs';
import { createPageHandler } from './page-handler.mjs';
import { watchCacheVersion } from './cache-version.mjs';

const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
const page = (body, headers = {}, status = 200) => new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': PUBLIC, ...headers } });

describe('sharedLifetime', () => {
  it('reads s-maxage and stale-while-revalidate of a public answer', () => {
    assert.deepEqual(sharedLifetime(PUBLIC), { freshMs: 60_000, staleMs: 600_000 });
    assert.deepEqual(sharedLifetime('public, s-maxage=5'), { freshMs: 5_000, staleMs: 0 });
  });

  it('keeps nothing private, unstored, without s-maxage or without a header', () => {
    for (const value of ['private, no-store', 'public, max-age=60', 'public, s-maxage=60, no-store', 'no-cache', undefined, null]) assert.equal(sharedLifetime(value), null);
  });
});

describe('entryOf', () => {
  it('stores a public page compressed both ways, without per-response headers', async () => {
    const html = `<!doctype html><html><body>${'Gift cards '.repeat(500)}</body></html>`;
    const entry = await entryOf(page(html, { 'content-security-policy': "script-src 'self' 'sha256-x'", 'x-request-id': 'r1' }), 1_000);
    assert.equal(entry.bodies.identity.toString(), html);
    assert.equal(brotliDecompressSync(entry.bodies.br).toString(), html);
    assert.equal(gunzipSync(entry.bodies.gzip).toString(), html);
    assert.ok(entry.bodies.br.length < html.length / 10);
    const names = Object.keys(entry.headers);
    assert.ok(names.includes('content-security-policy'));
    assert.ok(!names.includes('x-request-id'));
    assert.equal(entry.freshUntil, 61_000);
    assert.equal(entry.staleUntil, 661_000);
    assert.match(entry.etag, /^"[\w-]{27}"$/);
  });

  it('keeps the not-found page but no error, redirect, private page or answer setting a cookie', async () => {
    assert.ok(await entryOf(page('gone', {}, 404)));
    assert.equal(await entryOf(page('error', {}, 500)), null);
    assert.equal(await entryOf(new Response(null, { status: 301, headers: { location: '/x/', 'cache-control': PUBLIC } })), null);
    assert.equal(await entryOf(page('mine', { 'cache-control': 'private, no-store' })), null);
    assert.equal(await entryOf(page('cookie', { 'set-cookie': 'a=b' })), null);
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    assert.equal(chooseEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(chooseEncoding('gzip'), 'gzip');
    assert.equal(chooseEncoding('br;q=0, gzip;q=0.8'), 'gzip');
    assert.equal(chooseEncoding(''), 'identity');
    assert.equal(chooseEncoding(undefined), 'identity');
    assert.equal(chooseEncoding('*'), 'br');
  });
});

describe('createRenderCache', () => {
  it('serves fresh, then stale, then nothing, by the clock', async () => {
    let now = 0;
    const cache = createRenderCache({ now: () => now });
    await cache.fill('/a/', async () => page('a'));
    assert.equal(cache.lookup('/a/').fresh, true);
    now = 60_000;
    assert.equal(cache.lookup('/a/').fresh, false);
    now = 660_000;
    assert.equal(cache.lookup('/a/'), undefined);
  });

  it('renders a key once for callers arriving together', async () => {
    const cache = createRenderCache();
    let renders = 0;
    let release;
    const gate = new Promise((resolve) => (release = resolve));
    const render = async () => {
      renders += 1;
      await gate;
      return page('slow');
    };
    const callers = Promise.all([cache.fill('/slow/', render), cache.fill('/slow/', render), cache.fill('/slow/', render)]);
    release();
    const results = await callers;
    assert.equal(renders, 1);
    assert.ok(results.every((result) => result.entry?.bodies.identity.toString() === 'slow'));
  });

  it('gives an unkept answer to the caller that rendered it, and renders that key per request afterwards', async () => {
    const cache = createRenderCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return page('yours', { 'cache-control': 'private, no-store' });
    };
    const first = await cache.fill('/basket/', render);
    assert.equal(await first.response.text(), 'yours');
    const second = await cache.fill('/basket/', render);
    assert.equal(await second.response.text(), 'yours');
    assert.equal(renders, 2);
    assert.equal(cache.lookup('/basket/'), undefined);
  });

  it('drops everything on clear, and does not keep a render that started before it', async () => {
    const cache = createRenderCache();
    await cache.fill('/a/', async () => page('a'));
    let release;
    const gate = new Promise((resolve) => (release = resolve));
    const pending = cache.fill('/b/', async () => {
      await gate;
      return page('b (old catalogue)');
    });
    cache.clear();
    release();
    await pending;
    assert.equal(cache.lookup('/a/'), undefined);
    assert.equal(cache.lookup('/b/'), undefined);
  });

  it('keeps within its memory, dropping the least recently used', async () => {
    const cache = createRenderCache({ maxBytes: 20_000 });
    for (let i = 0; i < 20; i++) await cache.fill(`/p${i}/`, async () => page('x'.repeat(3_000) + i));
    assert.ok(cache.size < 20);
    assert.ok(cache.lookup('/p19/'));
    assert.equal(cache.lookup('/p0/'), undefined);
  });
});

describe('createPageHandler', () => {
  async function serve(handle) {
    const cache = createRenderCache();
    const pageHandler = createPageHandler({ handle, cache });
    const server = createServer((req, res) => {
      if (pageHandler.fromCache(req, res, { 'x-content-type-options': 'nosniff', 'cache-control': 'no-cache' })) return;
      pageHandler(req, res, req.url.split('?')[0]);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { base: `http://127.0.0.1:${server.address().port}`, cache, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('renders a public page once, then answers from the cache in brotli, with 304 for the same ETag', async () => {
    let renders = 0;
    const { base, close } = await serve(async (request) => {
      renders += 1;
      return page(`<p>${new URL(request.url).pathname}</p>`);
    });
    try {
      const first = await fetch(`${base}/gift-cards/`);
      assert.equal(first.headers.get('x-render-cache'), 'MISS');
      assert.equal(await first.text(), '<p>/gift-cards/</p>');
      const second = await fetch(`${base}/gift-cards/`, { headers: { 'accept-encoding': 'br' } });
      assert.equal(second.headers.get('x-render-cache'), 'HIT');
      assert.equal(second.headers.get('content-encoding'), 'br');
      assert.equal(second.headers.get('cache-control'), PUBLIC, 'the page’s own header wins over the server’s');
      assert.equal(second.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(await second.text(), '<p>/gift-cards/</p>');
      const revalidated = await fetch(`${base}/gift-cards/`, { headers: { 'if-none-match': second.headers.get('etag') } });
      assert.equal(revalidated.status, 304);
      assert.equal(renders, 1);
    } finally {
      await close();
    }
  });

  it('renders private pages, loader data and posts for every request', async () => {
    let renders = 0;
    const { base, close } = await serve(async (request) => {
      renders += 1;
      const path = new URL(request.url).pathname;
      return page(`render ${renders}`, path === '/basket/' || path.endsWith('.data') ? { 'cache-control': 'private, no-store' } : {});
    });
    try {
      assert.equal(await (await fetch(`${base}/basket/`)).text(), 'render 1');
      assert.equal(await (await fetch(`${base}/basket/`)).text(), 'render 2');
      assert.equal(await (await fetch(`${base}/home.data`)).text(), 'render 3');
      assert.equal(await (await fetch(`${base}/contact/`, { method: 'POST', body: 'x' })).text(), 'render 4');
    } finally {
      await close();
    }
  });

  it('answers 500 when a render throws, and keeps serving', async () => {
    let fail = true;
    const { base, close } = await serve(async () => {
      if (fail) throw new Error('gateway down');
      return page('back');
    });
    const error = console.error;
    console.error = () => undefined;
    try {
      const failed = await fetch(`${base}/`);
      assert.equal(failed.status, 500);
      assert.equal(failed.headers.get('cache-control'), 'private, no-store');
      fail = false;
      assert.equal(await (await fetch(`${base}/`)).text(), 'back');
    } finally {
      console.error = error;
      await close();
    }
  });
});

describe('watchCacheVersion', () => {
  it('calls onChange when the gateway’s number moves, not on the first answer or while the gateway is down', async () => {
    let version = 7;
    let up = true;
    const server = createServer((_req, res) => {
      if (!up) return void res.writeHead(503).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version }));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const changes = [];
    const watch = watchCacheVersion({ url: `http://127.0.0.1:${server.address().port}/cache-version`, intervalMs: 60_000, onChange: (v) => changes.push(v) });
    try {
      await watch.poll();
      await watch.poll();
      assert.deepEqual(changes, []);
      up = false;
      version = 8;
      await watch.poll();
      assert.deepEqual(changes, []);
      up = true;
      await watch.poll();
      assert.deepEqual(changes, [8]);
    } finally {
      watch.stop();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
