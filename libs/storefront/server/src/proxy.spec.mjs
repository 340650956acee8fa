import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createProxy, forwardedFor, forwardedHeaders, parseTrustedProxies } from './proxy.mjs';

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));

describe('storefront proxy', () => {
  const seen = [];
  let answer = 200;
  const gateway = createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    req.on('end', () => {
      res.writeHead(answer, { 'content-type': 'application/json', 'x-request-id': req.headers['x-request-id'] ?? '' });
      res.end('{"ok":true}');
    });
  });
  const servers = [];
  const storefront = async (trustedProxies) => {
    const proxy = createProxy({ gatewayOrigin: gatewayUrl, trustedProxies });
    const server = createServer((req, res) => void proxy(req, res));
    servers.push(server);
    return listen(server);
  };
  let gatewayUrl;
  before(async () => {
    gatewayUrl = await listen(gateway);
  });
  after(() => [gateway, ...servers].forEach((server) => server.close()));

  it("sends the peer's address, not the visitor's x-forwarded-for", async () => {
    const base = await storefront([]);
    for (const forwarded of ['198.51.100.1', 'rotated-2, 203.0.113.9']) {
      await fetch(`${base}/graphql`, { method: 'POST', headers: { 'x-forwarded-for': forwarded, 'content-type': 'application/json' }, body: '{}' });
      assert.equal(seen.at(-1)['x-forwarded-for'], '127.0.0.1');
    }
  });

  it("keeps a trusted proxy's x-forwarded-for and appends the peer", async () => {
    const base = await storefront(['127.0.0.1']);
    await fetch(`${base}/ip`, { headers: { 'x-forwarded-for': '198.51.100.1' } });
    assert.equal(seen.at(-1)['x-forwarded-for'], '198.51.100.1, 127.0.0.1');
  });

  it('forwards the request id', async () => {
    const base = await storefront([]);
    const response = await fetch(`${base}/ip`, { headers: { 'x-request-id': 'store-req-9' } });
    assert.equal(seen.at(-1)['x-request-id'], 'store-req-9');
    assert.equal(response.headers.get('x-request-id'), 'store-req-9');
  });

  it('answers a body over the limit with 413 and JSON, without calling the gateway', async () => {
    const base = await storefront([]);
    const calls = seen.length;
    const response = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(2_500_000) });
    assert.equal(response.status, 413);
    assert.equal((await response.json()).errors[0].message, 'Request body too large.');
    assert.equal(seen.length, calls);
  });

  it("passes the gateway's status through", async () => {
    const base = await storefront([]);
    answer = 413;
    assert.equal((await fetch(`${base}/graphql`, { method: 'POST', body: '{}' })).status, 413);
    answer = 200;
  });

  it('answers 502 when the gateway is not reachable', async () => {
    const proxy = createProxy({ gatewayOrigin: 'http://127.0.0.1:9', trustedProxies: [] });
    const server = createServer((req, res) => void proxy(req, res));
    servers.push(server);
    assert.equal((await fetch(`${await listen(server)}/ip`)).status, 502);
  });
});

describe('forwarded addresses', () => {
  const req = (remoteAddress, forwarded) => ({ socket: { remoteAddress }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} });

  it('is the peer unless the peer is a trusted proxy', () => {
    assert.equal(forwardedFor(req('203.0.113.9', '1.2.3.4'), []), '203.0.113.9');
    assert.equal(forwardedFor(req('10.0.0.2', '1.2.3.4'), ['10.0.0.2']), '1.2.3.4, 10.0.0.2');
    assert.equal(forwardedFor(req('10.0.0.2'), ['10.0.0.2']), '10.0.0.2');
  });

  it("keeps the country header and other proxy headers only from a trusted proxy", () => {
    const from = (remoteAddress) => ({
      socket: { remoteAddress },
      headers: { 'cf-ipcountry': 'NL', 'x-real-ip': '1.2.3.4', cookie: 'a=1', connection: 'keep-alive' },
    });
    const visitor = forwardedHeaders(from('203.0.113.9'), ['10.0.0.2'], 'CF-IPCountry');
    assert.deepEqual(visitor, { cookie: 'a=1', 'x-forwarded-for': '203.0.113.9' });
    const proxied = forwardedHeaders(from('10.0.0.2'), ['10.0.0.2'], 'CF-IPCountry');
    assert.equal(proxied['cf-ipcountry'], 'NL');
    assert.equal(proxied['x-real-ip'], '1.2.3.4');
  });

  it('reads STOREFRONT_TRUSTED_PROXIES as IP addresses', () => {
    assert.deepEqual(parseTrustedProxies(''), []);
    assert.deepEqual(parseTrustedProxies('10.0.0.2, ::1'), ['10.0.0.2', '::1']);
    assert.throws(() => parseTrustedProxies('10.0.0.2,proxy.local'), /STOREFRONT_TRUSTED_PROXIES/);
  });
});
