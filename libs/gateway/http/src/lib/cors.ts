import type { CORSOptions } from 'graphql-yoga';
import { HEADERS } from './request-meta';

/** Request headers a listed storefront origin may send cross-origin; never the server-to-server secret. */
const ALLOWED_HEADERS = [
  'content-type',
  'accept',
  HEADERS.bypassMutations,
  HEADERS.storeId,
  HEADERS.language,
  HEADERS.country,
  HEADERS.pathname,
  HEADERS.requestId,
];

/**
 * CORS of /graphql: only the configured storefront origins are approved (with credentials); any other origin gets
 * no `access-control-allow-*` header, so its browser neither reads answers nor sends the mutation header
 * (docs/security.md, "CSRF"). Same-origin calls through the storefront's proxy need no CORS at all.
 */
export function corsFor(allowedOrigins: readonly string[]) {
  return (request: Request): CORSOptions => {
    const origin = request.headers.get('origin');
    if (!origin || !allowedOrigins.includes(origin)) return false;
    return { origin: [origin], credentials: true, methods: ['GET', 'POST'], allowedHeaders: ALLOWED_HEADERS, exposedHeaders: [HEADERS.requestId], maxAge: 600 };
  };
}

/** The CORS headers of an answer served without Yoga (front cache hits, fast reads): Yoga's for that origin. */
export function corsHeadersFor(origin: string | undefined, allowedOrigins: readonly string[]): Record<string, string> {
  if (!origin || !allowedOrigins.includes(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST',
    'access-control-allow-headers': ALLOWED_HEADERS.join(', '),
    'access-control-expose-headers': HEADERS.requestId,
    'access-control-max-age': '600',
  };
}
