import { isIP } from 'node:net';

/** Bodies the storefront forwards: the gateway refuses more than this itself (MAX_BODY_BYTES). */
export const MAX_PROXY_BODY_BYTES = 1_000_000;
/** A refused body is read and dropped up to this size so the 413 reaches the client; beyond it the socket is cut. */
const MAX_DRAINED_BYTES = 16 * MAX_PROXY_BODY_BYTES;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length']);

const sendJson = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/** `STOREFRONT_TRUSTED_PROXIES`: comma-separated IP addresses of the proxies in front of this server; none by default. */
export function parseTrustedProxies(value = '') {
  const list = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = list.filter((entry) => isIP(entry) === 0);
  if (wrong.length) throw new Error(`STOREFRONT_TRUSTED_PROXIES must be comma-separated IP addresses, got ${wrong.join(', ')}`);
  return list;
}

/** The peer's address is the visitor's; a trusted proxy's x-forwarded-for is kept and the peer appended, as proxies do. */
export function forwardedFor(req, trustedProxies) {
  const peer = req.socket.remoteAddress ?? '';
  const incoming = req.headers['x-forwarded-for'];
  if (!incoming || !trustedProxies.includes(peer)) return peer;
  return `${[incoming].flat().join(', ')}, ${peer}`;
}

/** Headers only a proxy may set; from any other peer they are the visitor's own words and are dropped. */
const PROXY_SET = ['x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'forwarded'];

/**
 * The request's headers for the gateway: hop-by-hop headers out; headers a proxy sets (and the country header named
 * by `IP_COUNTRY_HEADER`, e.g. cf-ipcountry) kept only from a trusted proxy, so a visitor cannot choose them.
 */
export function forwardedHeaders(req, trustedProxies, countryHeader) {
  const trusted = trustedProxies.includes(req.socket.remoteAddress ?? '');
  const proxySet = new Set(countryHeader ? [...PROXY_SET, countryHeader.toLowerCase()] : PROXY_SET);
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name) && (trusted || !proxySet.has(name))),
  );
  headers['x-forwarded-for'] = forwardedFor(req, trustedProxies);
  return headers;
}

class BodyTooLargeError extends Error {}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_DRAINED_BYTES) req.destroy();
      else if (size > MAX_PROXY_BODY_BYTES) reject(new BodyTooLargeError());
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length ? Buffer.concat(chunks) : undefined));
    req.on('error', reject);
  });
}

/**
 * Forwards a request to the gateway (Cookie and request id included) and its answer back, status and every
 * Set-Cookie as they came. The gateway limits balance checks and logins per visitor by the x-forwarded-for set here.
 */
export function createProxy({ gatewayOrigin, trustedProxies, countryHeader }) {
  return async function proxy(req, res) {
    const headers = forwardedHeaders(req, trustedProxies, countryHeader);
    let body;
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendJson(res, 413, { errors: [{ message: 'Request body too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
      // The client broke off its upload: nobody is left to answer.
      return void res.destroy();
    }
    // A browser that gives up closes its connection; the gateway's request is closed with it, so a write that has not
    // begun there is not applied later, out of order (docs/cart.md, "Abandoned requests").
    const gaveUp = new AbortController();
    res.once('close', () => !res.writableFinished && gaveUp.abort());
    let response;
    try {
      response = await fetch(new URL(req.url, gatewayOrigin), { method: req.method, headers, body, redirect: 'manual', signal: gaveUp.signal });
    } catch {
      if (gaveUp.signal.aborted) return;
      return sendJson(res, 502, { errors: [{ message: 'The gateway is not reachable.' }] });
    }
    const out = {};
    response.headers.forEach((value, name) => !HOP_BY_HOP.has(name) && name !== 'content-encoding' && name !== 'set-cookie' && (out[name] = value));
    // Each cookie keeps its own Set-Cookie header: a comma-joined value is not a valid cookie list.
    const cookies = response.headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = cookies;
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  };
}
