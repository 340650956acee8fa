import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createSandboxGate } from './sandbox-gate.mjs';

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}/graphql`)));
const userData = { language: 'en', storeID: 48, countryCode: 'GB', redeemToken: null };

describe('sandbox gate', () => {
  const asked = [];
  let testMode = true;
  let status = 200;
  const gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      asked.push({ body: JSON.parse(body), auth: req.headers['x-gateway-auth'] });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { storeData: { storeData: { paymentTestMode: testMode } } } }));
    });
  });
  let gatewayUrl;
  before(async () => {
    gatewayUrl = await listen(gateway);
  });
  after(() => gateway.close());
  beforeEach(() => {
    asked.length = 0;
    testMode = true;
    status = 200;
  });

  it('opens while the gateway reports the store in test mode, asking for the store once a minute', async () => {
    let clock = 0;
    const open = createSandboxGate({ gatewayUrl, userData, serverAuth: 'server-secret', now: () => clock });
    assert.deepEqual(await Promise.all([open(), open()]), [true, true]);
    assert.equal(asked.length, 1);
    assert.deepEqual(asked[0].body.variables, { userData });
    assert.equal(asked[0].auth, 'server-secret');
    testMode = false;
    clock = 59_999;
    assert.equal(await open(), true);
    clock = 60_000;
    assert.equal(await open(), false);
    assert.equal(asked.length, 2);
  });

  it('stays closed when the store takes no test payments', async () => {
    testMode = false;
    assert.equal(await createSandboxGate({ gatewayUrl, userData })(), false);
  });

  it('stays closed while the gateway cannot answer, and asks again on the next request', async () => {
    status = 503;
    const open = createSandboxGate({ gatewayUrl, userData });
    assert.equal(await open(), false);
    status = 200;
    assert.equal(await open(), true);
    assert.equal(asked.length, 2);
    assert.equal(await createSandboxGate({ gatewayUrl: 'http://127.0.0.1:1/graphql', userData })(), false);
  });
});
