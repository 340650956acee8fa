import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { describe, it } from 'node:test';
import { logRequest, requestIdOf } from './request-log.mjs';

const UUID = /^[0-9a-f-]{36}$/;

describe('request ids', () => {
  const req = (remoteAddress, id) => ({ socket: { remoteAddress }, headers: id ? { 'x-request-id': id } : {} });

  it("keeps a trusted proxy's well-formed id and makes one otherwise", () => {
    assert.equal(requestIdOf(req('10.0.0.2', 'edge-1'), ['10.0.0.2']), 'edge-1');
    assert.match(requestIdOf(req('203.0.113.9', 'edge-1'), ['10.0.0.2']), UUID);
    assert.match(requestIdOf(req('10.0.0.2', 'no spaces or <tags>'), ['10.0.0.2']), UUID);
    assert.match(requestIdOf(req('10.0.0.2'), ['10.0.0.2']), UUID);
  });
});

describe('access log', () => {
  it('writes one JSON line per request with its path but never its query string', async () => {
    const lines = [];
    const server = createServer((req, res) => {
      logRequest(req, res, 'req-42', (line) => lines.push(line));
      res.writeHead(204);
      res.end();
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    await fetch(`http://127.0.0.1:${server.address().port}/account/new-password/?token=secret-token-value`);
    server.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(lines.length, 1);
    const entry = JSON.parse(lines[0]);
    assert.deepEqual({ ...entry, time: undefined, ms: undefined }, {
      time: undefined,
      ms: undefined,
      level: 'info',
      service: 'storefront',
      msg: 'request',
      requestId: 'req-42',
      method: 'GET',
      path: '/account/new-password/',
      status: 204,
    });
    assert.ok(!Number.isNaN(Date.parse(entry.time)));
    assert.equal(typeof entry.ms, 'number');
    assert.ok(!lines[0].includes('secret-token-value'));
  });
});
