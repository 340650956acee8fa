/**
 * The storefront's security headers (docs/security.md, "Storefront headers"). Pure functions: entry.server.tsx
 * adds the page policy to every rendered document, server.mjs the common headers to every response.
 */

type Directives = Record<string, string[]>;

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * What lets an inline element run: a nonce made for one response (pages rendered per request), or the SHA-256 hashes
 * of the document's own inline scripts and style elements (pages shared caches keep: the policy travels with the
 * bytes it describes, so any cache can serve both).
 */
export type InlineSources = { nonce: string } | { scriptHashes: readonly string[]; styleHashes: readonly string[] };

const inlineSources = (inline: InlineSources, kind: 'script' | 'style') => {
  if ('nonce' in inline) return [`'nonce-${inline.nonce}'`];
  return (kind === 'script' ? inline.scriptHashes : inline.styleHashes).map((hash) => `'sha256-${hash}'`);
};

/** What every document of the store may load: its own origin only, inline scripts and style elements by nonce or hash. */
function strictDirectives(inline: InlineSources): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineSources(inline, 'script')],
    'style-src': ["'self'", ...inlineSources(inline, 'style')],
    // Brand and product colours are style attributes of the rendered markup.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // The ALTCHA widget solves its proof of work in a worker file of the store's own origin.
    'worker-src': ["'self'"],
    // Brand shop pages of the store are shown in a frame of the redeem shop.
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  };
}

/**
 * The Content-Security-Policy of a rendered page. Development relaxes scripts and styles (Vite injects style elements
 * and the React refresh runtime without a nonce) and allows the HMR websocket; every other directive stays as strict
 * as in production.
 */
export function contentSecurityPolicy({
  inline,
  development = false,
  mapTileSource,
}: {
  inline: InlineSources;
  development?: boolean;
  /** The configured map tile origin (MAP_TILE_URL): allowed for images and fetches, and only when configured. */
  mapTileSource?: string | undefined;
}): string {
  const directives = strictDirectives(inline);
  if (mapTileSource) {
    directives['img-src'] = [...(directives['img-src'] ?? []), mapTileSource];
    directives['connect-src'] = [...(directives['connect-src'] ?? []), mapTileSource];
  }
  if (development) {
    directives['script-src'] = ["'self'", "'unsafe-inline'", "'unsafe-eval'"];
    directives['style-src'] = ["'self'", "'unsafe-inline'"];
    directives['connect-src'] = [...(directives['connect-src'] ?? []), 'ws:', 'wss:'];
  }
  return serialize(directives);
}

/** Static brand pages (`/brand/<KEY>/…`, e.g. the brand shops the redeem shop frames): no scripts, framed only by the store. */
export const BRAND_PAGE_POLICY = serialize({
  'default-src': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'style-src': ["'unsafe-inline'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'none'"],
  'base-uri': ["'none'"],
});

/** Powerful features the store never uses, refused to its pages and to every frame in them. */
const DISABLED_FEATURES = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb'];

/**
 * Headers of every response: pages, assets and the gateway paths the storefront proxies. A route or the gateway may
 * send a stronger value of its own (the new-password page's `no-referrer`); theirs wins. HSTS is sent in production
 * only, the same rule as the gateway's Secure session cookie; browsers ignore it over plain http anyway.
 */
export function commonSecurityHeaders({ production }: { production: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
