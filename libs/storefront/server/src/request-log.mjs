import { randomUUID } from 'node:crypto';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request id a trusted proxy sent (when well-formed), else a new one: a visitor cannot choose the log's ids. */
export function requestIdOf(req, trustedProxies) {
  const given = req.headers['x-request-id'];
  const trusted = trustedProxies.includes(req.socket.remoteAddress ?? '');
  return trusted && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * One JSON line per request once it is answered (or the client went away): time, method, path, status, ms and
 * request id. Never the query string: reset tokens and card data can travel there.
 */
export function logRequest(req, res, requestId, write = (line) => process.stdout.write(`${line}\n`)) {
  const started = performance.now();
  const path = (req.url ?? '/').split('?', 1)[0];
  res.once('close', () =>
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'info',
        service: 'storefront',
        msg: 'request',
        requestId,
        method: req.method,
        path,
        status: res.writableFinished ? res.statusCode : 499,
        ms: Math.round(performance.now() - started),
      }),
    ),
  );
}
