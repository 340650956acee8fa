/**
 * The storefront's security headers (docs/security.md, "Storefront headers"). Pure functions: entry.server.tsx
 * adds the page policy to every rendered document, server.mjs the common headers to every response.
 */

type Directives = Record<string, string[]>;

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** What every document of the store may load: its own origin only, scripts and style elements by nonce. */
function strictDirectives(nonce: string): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    // Brand and product colours are style attributes of the rendered markup.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // The ALTCHA widget solves its proof of work in workers made from blob: URLs.
    'worker-src': ["'self'", 'blob:'],
    // Brand shop pages of the store are shown in a frame of the redeem shop.
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  };
}

/**
 * The Content-Security-Policy of a rendered page. `nonce` is new for every response. Development relaxes scripts
 * and styles (Vite injects style elements and the React refresh runtime without a nonce) and allows the HMR
 * websocket; every other directive stays as strict as in production.
 */
export function contentSecurityPolicy({
  nonce,
  development = false,
  mapTileSource,
}: {
  nonce: string;
  development?: boolean;
  /** The configured map tile origin (MAP_TILE_URL): allowed for images and fetches, and only when configured. */
  mapTileSource?: string | undefined;
}): string {
  const directives = strictDirectives(nonce);
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
