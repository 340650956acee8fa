/**
 * The storefront server of every family app: static assets, the gateway's public paths proxied on the same origin
 * (so the browser needs no CORS), the brand's own files under /brand/<KEY>/, and every other request rendered by
 * React Router on the server. Every response carries the security headers of docs/security.md ("Storefront
 * headers"). BUILD_KEY picks the brand: production serves dist/apps/<family>/<KEY>, development runs Vite in
 * middleware mode on the family app.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import { createRequestHandler } from 'react-router';
import sirv from 'sirv';
import { storefrontBuild } from './storefront-build.mjs';
import { createProxy, parseTrustedProxies } from './proxy.mjs';
import { logRequest, requestIdOf } from './request-log.mjs';
import { createSandboxGate, SANDBOX_PATH } from './sandbox-gate.mjs';
import { watchCacheVersion } from './cache-version.mjs';
import { createPageHandler } from './page-handler.mjs';
import { createRenderCache } from './render-cache.mjs';

const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.STOREFRONT_PORT ?? 3000);
const host = process.env.STOREFRONT_HOST ?? '127.0.0.1';
const gateway = new URL(process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql');
const GATEWAY_PATHS = ['/graphql', '/card-art/', '/store-assets/', '/ip', '/payments/', '/captcha/', '/invoices/'];
const trustedProxies = parseTrustedProxies(process.env.STOREFRONT_TRUSTED_PROXIES);
/** Memory for rendered pages shared caches may keep (production only; 0 turns the render cache off). */
const renderCacheMb = Number(process.env.RENDER_CACHE_MB ?? 64);
/** How often the gateway's cache version is asked, in ms. */
const cacheVersionPollMs = Number(process.env.CACHE_VERSION_POLL_MS ?? 2_000);

const proxy = createProxy({ gatewayOrigin: gateway.origin, trustedProxies, countryHeader: process.env.IP_COUNTRY_HEADER });

const splitUrl = (url) => {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
};

/** Page paths end with a slash (spec §2): `/gift-cards` answers 301 to `/gift-cards/`; files (with a dot) are left alone. */
const needsTrailingSlash = (method, path) =>
  (method === 'GET' || method === 'HEAD') && !path.endsWith('/') && !path.slice(path.lastIndexOf('/') + 1).includes('.') && !path.startsWith('/@') && !path.startsWith('/__');

/** Starts the server of the family app in `appDir` for the brand BUILD_KEY names (default: the family's first). */
export function startStorefrontServer({ appDir }) {
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`STOREFRONT_PORT must be a port number, got ${process.env.STOREFRONT_PORT}`);
  const build = storefrontBuild(appDir);
  main(appDir, build).catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}

async function main(appDir, { buildKey, brandAssets: brandDir, buildDirectory }) {
  const brandAssets = sirv(brandDir, { maxAge: 86_400 });
  const brandPath = `/brand/${buildKey}/`;
  let handle;
  let security;
  let assets = (_req, _res, next) => next();
  if (production) {
    const serverBuild = join(buildDirectory, 'server', 'index.js');
    if (!existsSync(serverBuild)) throw new Error(`No build of ${buildKey} in ${buildDirectory}: run \`BUILD_KEY=${buildKey} NODE_ENV=production nx run <family>:build\` first`);
    const build = await import(serverBuild);
    security = build.entry.module;
    security.inlineStylesFrom(join(buildDirectory, 'client'));
    assets = sirv(join(buildDirectory, 'client'), { maxAge: 31_536_000, immutable: true, gzip: true });
    const handleRequest = createRequestHandler(build, 'production');
    handle = (request) => handleRequest(request, build.entry.module.createLoadContext(request));
  } else {
    const vite = await import('vite');
    const server = await vite.createServer({ root: appDir, configFile: join(appDir, 'vite.config.ts'), server: { middlewareMode: true } });
    assets = server.middlewares;
    const load = () => server.ssrLoadModule('virtual:react-router/server-build');
    security = (await load()).entry.module;
    handle = async (request) => {
      const build = await load();
      return createRequestHandler(build, 'development')(request, build.entry.module.createLoadContext(request));
    };
  }

  const compress = compression();
  const cache = production && renderCacheMb > 0 ? createRenderCache({ maxBytes: renderCacheMb * 1024 * 1024 }) : null;
  if (cache) watchCacheVersion({ url: `${gateway.origin}/cache-version`, intervalMs: cacheVersionPollMs, onChange: () => cache.clear() }).poll();
  const page = createPageHandler({ handle, cache });
  // Defaults for every response; a page's own headers or the gateway's answer may replace them with stronger ones.
  const securityHeaders = security.commonSecurityHeaders({ production });
  const sandboxOpen = createSandboxGate({ gatewayUrl: gateway.href, userData: security.gatewayUserData(), serverAuth: process.env.GATEWAY_AUTH_TOKEN });
  createServer((req, res) => {
    const requestId = requestIdOf(req, trustedProxies);
    // Proxied requests and the render's GraphQL calls carry it to the gateway, which logs under it too.
    req.headers['x-request-id'] = requestId;
    logRequest(req, res, requestId);
    // The hot path: a page the render cache holds goes out in one write, before any other routing.
    if (page.fromCache(req, res, { ...securityHeaders, 'x-request-id': requestId })) return;
    res.setHeader('x-request-id', requestId);
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const [path, query] = splitUrl(req.url ?? '/');
    if (path === '/healthz') {
      // The process answers; it does not ask the gateway (its own /readyz tells whether the database does).
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      return void res.end(JSON.stringify({ status: 'ok' }));
    }
    // Closed, a sandbox path is a page like any other: the storefront answers its 404.
    if (path.startsWith(SANDBOX_PATH)) return void sandboxOpen().then((open) => (open ? proxy(req, res) : compress(req, res, () => page(req, res, path))));
    if (GATEWAY_PATHS.some((p) => path === p || (p.endsWith('/') && path.startsWith(p)))) return void proxy(req, res);
    if (needsTrailingSlash(req.method, path)) {
      res.writeHead(301, { location: `${path}/${query}`, 'cache-control': 'public, max-age=3600' });
      return void res.end();
    }
    if (path.startsWith(brandPath)) {
      req.url = req.url.slice(brandPath.length - 1);
      res.setHeader('Content-Security-Policy', security.BRAND_PAGE_POLICY);
      return brandAssets(req, res, () => {
        res.writeHead(404);
        res.end();
      });
    }
    // Stored pages carry their own Content-Encoding, which the compression middleware leaves alone.
    compress(req, res, () => assets(req, res, () => page(req, res, path)));
  }).listen(port, host, () => console.log(`${buildKey} storefront on http://${host}:${port} (gateway ${gateway.origin})`));
}
