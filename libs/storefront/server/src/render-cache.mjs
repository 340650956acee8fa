/**
 * The storefront's render cache: rendered pages that may be shared (`Cache-Control: public, s-maxage=…`, no cookie)
 * are kept in memory per URL, compressed once (brotli and gzip), and served as they are; a page past its `s-maxage`
 * is served at once and rendered again in the background while `stale-while-revalidate` allows. A render for a URL
 * already being rendered waits for it instead of starting another (a cold page under load renders once).
 * `clear()` drops everything: the server calls it when the gateway's cache version moves.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Only these answers are kept: a page and the not-found page. */
const KEPT_STATUSES = new Set([200, 404]);
/** Headers that belong to one response or one encoding, not to the stored page. */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'x-request-id', 'vary', 'etag', 'age']);

/** How long shared caches may keep an answer, from its Cache-Control; null when they may not. */
export function sharedLifetime(cacheControl) {
  if (!cacheControl) return null;
  const directives = new Map(
    cacheControl
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split('='))
      .map(([name, value]) => [name, value]),
  );
  if (!directives.has('public') || directives.has('private') || directives.has('no-store')) return null;
  const fresh = Number(directives.get('s-maxage'));
  if (!Number.isFinite(fresh) || fresh <= 0) return null;
  const stale = Number(directives.get('stale-while-revalidate') ?? 0);
  return { freshMs: fresh * 1000, staleMs: Number.isFinite(stale) && stale > 0 ? stale * 1000 : 0 };
}

/** A stored page from a rendered Response, or null when it is not to be kept. */
export async function entryOf(response, now = Date.now()) {
  const lifetime = KEPT_STATUSES.has(response.status) && !response.headers.has('set-cookie') ? sharedLifetime(response.headers.get('cache-control')) : null;
  if (!lifetime) return null;
  const body = Buffer.from(await response.arrayBuffer());
  const [br, gz] = await Promise.all([brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzipAsync(body, { level: 9 })]);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !PER_RESPONSE.has(name.toLowerCase())));
  return {
    status: response.status,
    headers,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    bodies: { identity: body, br, gzip: gz },
    size: body.length + br.length + gz.length + 1024,
    storedAt: now,
    freshUntil: now + lifetime.freshMs,
    staleUntil: now + lifetime.freshMs + lifetime.staleMs,
  };
}

/** The encoding to send from Accept-Encoding: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding = '') {
  const offered = new Map(
    acceptEncoding
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';q='))
      .map(([name, q]) => [name.trim(), q === undefined ? 1 : Number(q)]),
  );
  const accepts = (name) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Writes a stored page in one `writeHead`: 304 when the browser holds the same version, else the body in the best
 * encoding it takes. `extra` (the server's own headers) comes first, so the page's headers win. `x-render-cache`
 * tells MISS (rendered for this request), HIT or STALE (served while rendered again).
 */
export function sendEntry(req, res, entry, { now = Date.now(), rendered = false, extra = {} } = {}) {
  const age = String(Math.max(0, Math.floor((now - entry.storedAt) / 1000)));
  const state = rendered ? 'MISS' : now < entry.freshUntil ? 'HIT' : 'STALE';
  const headers = { ...extra, ...entry.headers, etag: entry.etag, vary: 'Accept-Encoding', age, 'x-render-cache': state };
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
    res.writeHead(304, headers);
    return void res.end();
  }
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const body = entry.bodies[encoding];
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.length);
  res.writeHead(entry.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function createRenderCache({ maxBytes = 64 * 1024 * 1024, now = Date.now } = {}) {
  const entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.size });
  const rendering = new Map();
  /** Keys whose last render was not to be kept (pages of a visitor's own data): rendered per request, not queued. */
  const unkept = new LRUCache({ max: 10_000 });
  let generation = 0;

  return {
    /** The stored page of a key and whether it is still fresh; nothing once it is past serving stale. */
    lookup(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const at = now();
      if (at >= entry.staleUntil) {
        entries.delete(key);
        return undefined;
      }
      return { entry, fresh: at < entry.freshUntil };
    },

    /**
     * Renders a key once however many ask at the same time: `render()` answers a Response; a keepable one is stored
     * and every caller gets the entry, else the first caller gets the Response and the others null (render your own).
     * A render that started before `clear()` is not stored.
     */
    async fill(key, render) {
      if (unkept.has(key)) return { response: await render() };
      const running = rendering.get(key);
      if (running) return { entry: await running.then((result) => result.entry) };
      const started = generation;
      let settle;
      const shared = new Promise((resolve) => (settle = resolve));
      rendering.set(key, shared);
      try {
        const response = await render();
        const entry = await entryOf(response, now());
        if (entry && started === generation) entries.set(key, entry);
        if (!entry) unkept.set(key, true);
        settle({ entry });
        return entry ? { entry } : { response };
      } catch (error) {
        settle({ entry: null });
        throw error;
      } finally {
        rendering.delete(key);
      }
    },

    /** Renders a stale key again in the background, once; a failure keeps the stale page until it expires. */
    refresh(key, render, onError) {
      if (rendering.has(key)) return;
      this.fill(key, render).catch(onError);
    },

    clear() {
      generation += 1;
      entries.clear();
      unkept.clear();
    },

    get size() {
      return entries.size;
    },
  };
}
