import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { makeApolloClient, toUserData } from '@giftshop/shared-data-access';
import { NonceProvider } from './lib/csp-nonce';
import { pageCacheControl, privateDataResponse } from './lib/page-cache';
import { mapTiles } from './lib/map-tiles';
import { siteOrigin } from './lib/site-origin';
import { contentSecurityPolicy } from './lib/security-headers';
import { AppProviders, type AppServices } from './providers';
import { storeSettings } from './settings';
import { makeStore } from './store';

export const streamTimeout = 5_000;

/** The headers server.mjs adds to every response, pages and proxied or static files alike. */
export { BRAND_PAGE_POLICY, commonSecurityHeaders } from './lib/security-headers';

/** The store's userData for server.mjs's own questions to the gateway (whether the sandbox pages are proxied). */
export const gatewayUserData = () => toUserData(storeSettings(new URL('http://localhost/')));

declare module 'react-router' {
  // Module augmentation needs an interface; the context is exactly the app's services.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-empty-interface
  interface AppLoadContext extends AppServices {}
}

const mapTileSource = mapTiles(process.env)?.source;

/** Per request: an Apollo client, a Redux store and the store settings (called by server.mjs). */
export const handleDataRequest = privateDataResponse;

export function createLoadContext(request: Request): AppLoadContext {
  const url = new URL(request.url);
  const settings = storeSettings(url, siteOrigin());
  const gateway = process.env['GATEWAY_URL'] ?? 'http://127.0.0.1:4000/graphql';
  // server.mjs sets the request id; the gateway logs the render's calls under it.
  const requestId = request.headers.get('x-request-id') ?? undefined;
  const apollo = makeApolloClient({
    uri: gateway,
    store: settings,
    ssr: true,
    pathname: () => url.pathname,
    serverAuth: process.env['GATEWAY_AUTH_TOKEN'],
    requestId,
  });
  return { apollo, store: makeStore(), settings };
}

/**
 * Renders the whole document once every loader has run: pages read their data from the request's Apollo cache.
 * Every response gets its own nonce, carried by each inline script and style element and named by its policy.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const nonce = randomBytes(16).toString('base64');
    const { pipe, abort } = renderToPipeableStream(
      <AppProviders services={loadContext}>
        <NonceProvider nonce={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceProvider>
      </AppProviders>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          responseHeaders.set('Content-Security-Policy', contentSecurityPolicy({ nonce, development: import.meta.env.DEV, mapTileSource }));
          const cacheControl = pageCacheControl(routerContext.staticHandlerContext.matches.map((match) => match.route.id));
          if (cacheControl) responseHeaders.set('Cache-Control', cacheControl);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // The render failed after the shell was sent: the server log is the only place to tell.
          // eslint-disable-next-line no-console
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
