/**
 * Pages: every request that is not a file or a gateway path. GET pages whose answer may be shared come from the
 * render cache (render-cache.mjs) when it holds them, already compressed; the rest are rendered for the request.
 */
import { createHeaders, createRequest, sendResponse } from '@remix-run/node-fetch-server';
import { sendEntry } from './render-cache.mjs';

/** A request for the cache: not tied to the visitor's connection, since its answer serves everyone who asks. */
function sharedRequest(req) {
  return new Request(new URL(req.url, `http://${req.headers.host ?? 'localhost'}`), { method: 'GET', headers: createHeaders(req) });
}

/**
 * `handle(request)` answers a Response (React Router's request handler with the load context); `cache` may be null
 * (development, or RENDER_CACHE_MB=0).
 */
export function createPageHandler({ handle, cache }) {
  /** Renders for this request alone (tied to its connection) and sends the answer as it comes. */
  const renderLive = async (req, res) => sendResponse(res, await handle(createRequest(req, res)));
  const fail = (res, error) => {
    console.error(error);
    if (res.headersSent) return void res.destroy();
    res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' });
    res.end('Internal Server Error');
  };

  /**
   * Answers a GET or HEAD from the render cache when it holds the URL (a stale page is also rendered again in the
   * background); false when it does not. `extra` are the server's own headers, sent in the same write.
   */
  function fromCache(req, res, extra) {
    if (!cache || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const key = req.url;
    const hit = cache.lookup(key);
    if (!hit) return false;
    sendEntry(req, res, hit.entry, { extra });
    if (!hit.fresh) cache.refresh(key, () => handle(sharedRequest(req)), (error) => console.error(error));
    return true;
  }

  async function page(req, res, path) {
    const shareable = cache && (req.method === 'GET' || req.method === 'HEAD') && !path.endsWith('.data');
    if (!shareable) return renderLive(req, res);
    if (fromCache(req, res)) return;
    const key = req.url;
    if (req.method === 'HEAD') return renderLive(req, res);
    const result = await cache.fill(key, () => handle(sharedRequest(req)));
    if (result.entry) return sendEntry(req, res, result.entry, { rendered: true });
    if (result.response) return sendResponse(res, result.response);
    return renderLive(req, res);
  }

  const render = (req, res, path) => page(req, res, path).catch((error) => fail(res, error));
  return Object.assign(render, { fromCache });
}
