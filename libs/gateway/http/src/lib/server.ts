import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { selectRows } from '@giftshop/gateway-db';
import { createAdmission } from './admission';
import { clientIpOf } from './client-ip';
import { corsHeadersFor } from './cors';
import { buildSchema } from './build-schema';
import { createGatewayYoga, type YogaDeps } from './create-yoga';
import { gatewayErrorMask } from './error-mask';
import {
  createFastReads,
  isJsonBody,
  mediaTypeFor,
  readParamsOfBody,
  readParamsOfSearch,
  type FastReads,
  type ReadAnswer,
  type ReadParams,
} from './fast-reads';
import { FrontCache } from './front-cache';
import { createContextFactory } from './gateway-context';
import { PersistedQueries, type PersistedOutcome } from './persisted-queries';
import { searchValues } from './query-string';
import { HEADERS, nodeHeaders } from './request-meta';
import { runWithRequestId } from './request-scope';

/** Public catalogue answers: browsers and CDNs keep them a minute and may serve them stale while refetching. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';
/** Every other /graphql answer belongs to one visitor (or is an error) and is kept by no cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** What a public answer depends on besides its URL: the answer's media type and CORS headers. */
const PUBLIC_VARY = 'Accept, Origin';

export interface Gateway {
  handle(req: IncomingMessage, res: ServerResponse): void;
  yoga: ReturnType<typeof createGatewayYoga>;
  frontCache: FrontCache;
  fastReads: Pick<FastReads, 'stats'>;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/** Request bodies above this are refused before parsing (GraphQL documents and variables are small). */
export const MAX_BODY_BYTES = 1_000_000;
/** A refused body is read and dropped up to this size, so the 413 reaches the client; beyond it the socket is cut. */
const MAX_DRAINED_BYTES = 16 * MAX_BODY_BYTES;

class BodyTooLargeError extends Error {}

/**
 * The request body, or BodyTooLargeError as soon as it passes MAX_BODY_BYTES. The rest is still read (and dropped)
 * rather than the socket destroyed: a reset before the answer reaches the client shows as a network error
 * instead of the 413.
 */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_DRAINED_BYTES) req.destroy();
      else if (size > MAX_BODY_BYTES) reject(new BodyTooLargeError());
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** A fetch response's headers for node:http, keeping each Set-Cookie a header of its own. */
function outgoingHeaders(response: Response): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  return headers;
}

/**
 * Aborted when the client closes the connection before the answer is written (it gave up): Yoga's request carries
 * it, so a mutation that has not begun is not applied (docs/cart.md, "Abandoned requests").
 */
function abandonSignal(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  if (res.destroyed || res.socket?.destroyed) controller.abort();
  else res.once('close', () => !res.writableFinished && controller.abort());
  return controller.signal;
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return headers;
}

/** The gateway's HTTP surface: health, readiness, /ip, module routes and /graphql with its front cache. */
export function createGateway(deps: YogaDeps): Gateway {
  const { db, log, modules, options } = deps;
  const schema = buildSchema(modules);
  const yoga = createGatewayYoga(deps, schema);
  const publicFields = new Set(modules.flatMap((m) => m.cacheableFields ?? []));
  const frontCache = new FrontCache(publicFields, options.frontCache);
  const contextOf = createContextFactory(deps);
  const fastReads = createFastReads({
    schema,
    contextOf,
    limits: options.limits,
    publicFields,
    maskError: gatewayErrorMask(log, options.production),
    requireMutationHeader: options.requireMutationHeader,
  });
  const routes = modules.flatMap((m) => m.routes ?? []);
  const admission = createAdmission(options.admission);
  const persisted = new PersistedQueries(options.persistedQueries);
  let shownVersion: number | null = null;

  /**
   * The number that moves with every change to what pages show (table cache_version): storefronts poll it to drop
   * their rendered pages, and the front cache is cleared when it moves.
   */
  async function cacheVersion(res: ServerResponse) {
    const [row] = await selectRows<{ version: string | number }>(db, sql`select version from cache_version where id = 1`);
    const version = Number(row?.version ?? 0);
    if (shownVersion !== null && version !== shownVersion) frontCache.clear();
    shownVersion = version;
    sendJson(res, 200, { version }, { 'cache-control': 'no-store' });
  }

  /** Hands a request to Yoga through its fetch interface and writes the answer back. */
  async function forward(req: IncomingMessage, res: ServerResponse, url: string, clientIp: string) {
    let body = req.method === 'GET' || req.method === 'HEAD' ? undefined : (await readBody(req)).toString('utf8');
    if (body !== undefined) {
      const resolved = persisted.resolveBody(body);
      if (resolved.outcome.kind === 'refused') return refuse(res, resolved.outcome);
      body = resolved.body;
    }
    const signal = abandonSignal(res);
    if (signal.aborted) return;
    const isJson = req.method === 'POST' && body !== undefined && isJsonBody(req.headers['content-type']);
    const params = isJson ? readParamsOfBody(body as string) : null;
    const answer = params && (await readFast(req, params, clientIp, signal));
    if (answer) {
      const bytes = Buffer.from(answer.body);
      const headers = { ...answer.headers, ...answerHeaders(req, answer.contentType, bytes.length, answer.cookies), 'cache-control': PRIVATE_CACHE_CONTROL };
      res.writeHead(answer.status, headers);
      return void res.end(bytes);
    }
    const response = await yoga.fetch(new URL(url, 'http://gateway'), { method: req.method, headers: toHeaders(req), body, signal }, { clientIp });
    const payload = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, { ...outgoingHeaders(response), 'cache-control': PRIVATE_CACHE_CONTROL });
    res.end(payload);
  }

  /**
   * A public read, or a POST's mutation, answered by the fast path (fast-reads.ts), or null for Yoga: other Accept
   * headers and origins outside the CORS list are negotiated by Yoga.
   */
  async function readFast(req: IncomingMessage, params: ReadParams, clientIp: string, signal: AbortSignal) {
    const mediaType = mediaTypeFor(req.headers.accept);
    const origin = req.headers.origin;
    if (!mediaType || (origin !== undefined && !options.allowedOrigins.includes(origin))) return null;
    return fastReads.answer(params, mediaType, { headers: nodeHeaders(req.headers), clientIp, signal }, req.method === 'POST');
  }

  /** The headers Yoga gives an answer of `length` bytes (with CORS for an approved origin), before cache headers. */
  function answerHeaders(req: IncomingMessage, contentType: string, length: number, cookies: string[]) {
    return {
      'content-type': contentType,
      'content-length': String(length),
      ...corsHeadersFor(req.headers.origin, options.allowedOrigins),
      ...(cookies.length ? { 'set-cookie': cookies } : {}),
    };
  }

  function refuse(res: ServerResponse, outcome: PersistedOutcome & { kind: 'refused' }) {
    sendJson(res, outcome.status, outcome.body, { 'cache-control': PRIVATE_CACHE_CONTROL });
  }

  /** Answers a GET from the front cache when it holds the answer: true when it did. */
  function serveHit(req: IncomingMessage, res: ServerResponse, key: string): boolean {
    const hit = frontCache.get(key);
    if (!hit) return false;
    res.writeHead(200, {
      'content-type': hit.contentType,
      'content-length': String(hit.body.length),
      ...corsHeadersFor(req.headers.origin, options.allowedOrigins),
      'cache-control': CATALOGUE_CACHE_CONTROL,
      vary: PUBLIC_VARY,
      'x-cache': 'HIT',
    });
    res.end(hit.body);
    return true;
  }

  /** A GET answered by the fast reads: public answers are kept by the front cache as the bytes sent. */
  function sendFastGet(req: IncomingMessage, res: ServerResponse, key: string, answer: ReadAnswer) {
    const body = Buffer.from(answer.body);
    const headers = answerHeaders(req, answer.contentType, body.length, answer.cookies);
    if (answer.isPublic) frontCache.store(key, body, answer.contentType);
    const cache = answer.isPublic
      ? { 'cache-control': CATALOGUE_CACHE_CONTROL, vary: PUBLIC_VARY, 'x-cache': 'MISS' }
      : { 'cache-control': PRIVATE_CACHE_CONTROL };
    res.writeHead(200, { ...headers, ...cache });
    res.end(body);
  }

  /**
   * GET /graphql: front cache hits first, keyed by the URL as it came; a persisted hash is resolved to its document
   * before Yoga runs it. Public answers (cacheable fields only, no errors, whether selected or not, no cookie) carry
   * CATALOGUE_CACHE_CONTROL; every other answer is private. Yoga refuses mutations by GET (405), so a GET changes nothing.
   */
  async function serveGraphqlGet(req: IncomingMessage, res: ServerResponse, url: string, clientIp: string) {
    const key = frontCache.key(url, req.headers.accept);
    // Hits are answered before admission (handle); this one finds what another request stored while it waited.
    if (serveHit(req, res, key)) return;
    // Parameters that decode as UTF-8 (every client's) are read without building a URL; the rest go to Yoga.
    const values = searchValues(url);
    if (values) {
      const outcome = persisted.resolveSearchParams(values);
      if (outcome.kind === 'refused') return refuse(res, outcome);
      const params = readParamsOfSearch(values);
      const answer = params && (await readFast(req, params, clientIp, abandonSignal(res)));
      if (answer) return sendFastGet(req, res, key, answer);
    }
    const target = new URL(url, 'http://gateway');
    const outcome = persisted.resolveSearchParams(target.searchParams);
    if (outcome.kind === 'refused') return refuse(res, outcome);
    let payloadErrors = false;
    const notePayloadErrors = () => void (payloadErrors = true);
    const response = await yoga.fetch(target, { method: 'GET', headers: toHeaders(req) }, { clientIp, notePayloadErrors });
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? 'application/json';
    const setsCookie = response.headers.getSetCookie().length > 0;
    const cached = !setsCookie && !payloadErrors && frontCache.offer(key, target, response.status, contentType, body);
    const headers = outgoingHeaders(response);
    if (cached) Object.assign(headers, { 'cache-control': CATALOGUE_CACHE_CONTROL, vary: PUBLIC_VARY, 'x-cache': 'MISS' });
    else headers['cache-control'] = PRIVATE_CACHE_CONTROL;
    res.writeHead(response.status, headers);
    res.end(body);
  }

  async function route(req: IncomingMessage, res: ServerResponse, clientIp: string) {
    const url = req.url ?? '/';
    const path = url.split('?', 1)[0];
    if (path === '/graphql') {
      if (req.method === 'GET') return serveGraphqlGet(req, res, url, clientIp);
      return void (await forward(req, res, url, clientIp));
    }
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (path === '/cache-version' && req.method === 'GET') return cacheVersion(res);
    if (path === '/readyz') {
      try {
        await db.execute(sql`select 1`);
        return sendJson(res, 200, { status: 'ready' });
      } catch {
        return sendJson(res, 503, { status: 'unavailable' });
      }
    }
    if (path === '/ip' && req.method === 'GET') {
      // The header is a trusted proxy's word (a CDN's geolocation); from any other peer it is the visitor's own.
      const fromProxy = options.trustedProxies.includes(req.socket.remoteAddress ?? '');
      const header = options.ipCountryHeader && fromProxy ? req.headers[options.ipCountryHeader.toLowerCase()] : undefined;
      const country = typeof header === 'string' && /^[A-Za-z]{2}$/.test(header) ? header.toUpperCase() : options.defaultCountry;
      return sendJson(res, 200, { country_code: country }, { 'cache-control': 'private, no-store' });
    }
    const moduleRoute = routes.find((r) => r.method === req.method && path.startsWith(r.prefix));
    if (moduleRoute) return moduleRoute.handle(req, res, { db, stores: deps.stores, log });
    sendJson(res, 404, { error: 'Not found' });
  }

  return {
    yoga,
    frontCache,
    fastReads,
    handle(req, res) {
      const started = performance.now();
      const incoming = req.headers[HEADERS.requestId];
      const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      req.headers[HEADERS.requestId] = requestId;
      res.setHeader(HEADERS.requestId, requestId);
      const clientIp = clientIpOf(req, options.trustedProxies);
      // Query strings may hold variables (card numbers in later domains): only the path is logged.
      if (log.isLevelEnabled('info'))
        res.on('finish', () =>
          log.info(
            { requestId, method: req.method, path: (req.url ?? '/').split('?', 1)[0], status: res.statusCode, ms: Math.round(performance.now() - started) },
            'request',
          ),
        );
      // A front cache hit is answered at once: it does no database work, so it neither queues for admission nor
      // needs the request's scope.
      if (req.method === 'GET' && req.url?.startsWith('/graphql?') && serveHit(req, res, frontCache.key(req.url, req.headers.accept))) return;
      const run = () =>
        void runWithRequestId(requestId, () => route(req, res, clientIp)).catch((error: unknown) => {
          if (error instanceof BodyTooLargeError) {
            if (!res.headersSent) sendJson(res, 413, { errors: [{ message: 'Request body too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
            return;
          }
          // A client that went away aborts its request: nothing failed on this side.
          if (res.destroyed && (error as Error | undefined)?.name === 'AbortError') return void log.debug({ requestId }, 'client went away');
          log.error({ err: error, requestId }, 'request failed');
          if (!res.headersSent) sendJson(res, 500, { error: 'Internal error' });
          else res.end();
        });
      // Health checks never wait behind shoppers: they tell whether the process (and its database) answers at all.
      const path = (req.url ?? '/').split('?', 1)[0];
      if (path === '/healthz' || path === '/readyz') return run();
      admission.admit(res, run, () =>
        sendJson(res, 503, { errors: [{ message: 'The shop is very busy. Please try again in a moment.', extensions: { code: 'BUSY' } }] }, { 'retry-after': '2' }),
      );
    },
  };
}
