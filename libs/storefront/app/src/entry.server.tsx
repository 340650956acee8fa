import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { makeApolloClient, toUserData, type GiftshopApolloClient } from '@giftshop/shared-data-access';
import { moneyPatterns } from '@giftshop/util-money';
import { NonceProvider } from './lib/csp-nonce';
import { builtStyles } from './lib/built-styles';
import { inlineHashes } from './lib/inline-hashes';
import { pageCacheControl, PRIVATE_CACHE_CONTROL, privateDataResponse, PUBLIC_CACHE_CONTROL } from './lib/page-cache';
import { mapTiles } from './lib/map-tiles';
import { withoutModulePreloads } from './lib/module-preloads';
import { siteOrigin } from './lib/site-origin';
import { InlineStylesProvider, type StyleText } from './lib/route-styles';
import { contentSecurityPolicy, type InlineSources } from './lib/security-headers';
import { AppProviders, type AppServices } from './providers';
import { storeSettings } from './settings';
import { makeStore } from './store';

export const streamTimeout = 5_000;

/**
 * React sends a finished Suspense boundary found past this many bytes as a hidden block that an inline script moves
 * into place. Here it never does: every boundary finished when its part of the page is sent (the parts hydrated
 * later, header, main and footer) stays in place, so the page is whole without JavaScript. A boundary still waiting
 * for data when the shell streams is sent later as before.
 */
const IN_PLACE = Number.MAX_SAFE_INTEGER;

/** The headers server.mjs adds to every response, pages and proxied or static files alike. */
export { BRAND_PAGE_POLICY, commonSecurityHeaders } from './lib/security-headers';

/** The store's userData for server.mjs's own questions to the gateway (whether the sandbox pages are proxied). */
export const gatewayUserData = () => toUserData(storeSettings(new URL('http://localhost/')));

declare module 'react-router' {
  // Module augmentation needs an interface; the context is exactly the app's services.
  interface AppLoadContext extends AppServices {
    /** The request's Apollo client (also `apollo.client`), for loads of pages read through Apollo. */
    apolloClient: GiftshopApolloClient;
  }
}

const mapTileSource = mapTiles(process.env)?.source;

let styles: StyleText | undefined;

/**
 * Pages carry their stylesheets inline from now on, read from the client build in `clientDirectory` (server.mjs, in
 * production): no render-blocking request before the first paint. Under Vite's development server pages link them.
 */
export function inlineStylesFrom(clientDirectory: string) {
  styles = builtStyles(clientDirectory);
}

/** Per request: the gateway's options, an Apollo client, a Redux store and the store settings (called by server.mjs). */
export const handleDataRequest = privateDataResponse;

export function createLoadContext(request: Request): AppLoadContext {
  const url = new URL(request.url);
  const store = storeSettings(url, siteOrigin());
  const settings = { ...store, moneyPatterns: moneyPatterns(store.locale, store.currency) };
  const gateway = process.env['GATEWAY_URL'] ?? 'http://127.0.0.1:4000/graphql';
  // server.mjs sets the request id; the gateway logs the render's calls under it.
  const requestId = request.headers.get('x-request-id') ?? undefined;
  const options = { uri: gateway, store: settings, ssr: true, pathname: () => url.pathname, serverAuth: process.env['GATEWAY_AUTH_TOKEN'], requestId };
  const apolloClient = makeApolloClient(options);
  return { apollo: { client: apolloClient }, apolloClient, gateway: options, store: makeStore(), settings };
}

/**
 * Pages shared caches keep (catalogue, content: `pageCacheControl`) are rendered whole, and their policy names the
 * hashes of their inline code, so the document and its policy can be cached and served together. Pages of the
 * visitor's own data are never cached: they get a nonce of their own and stream to browsers as soon as the shell is
 * ready, whole to crawlers. Pages read their data from the request's Apollo cache, filled by the loaders.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const cacheControl = pageCacheControl(
    routerContext.staticHandlerContext.matches.map((match) => match.route.id),
    responseStatusCode,
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Cache-Control', cacheControl);
  const render = { request, status: responseStatusCode, headers: responseHeaders, routerContext, loadContext };
  if (cacheControl === PUBLIC_CACHE_CONTROL) return renderCacheable(render);
  return renderPrivate(render, isbot(request.headers.get('user-agent')));
}

interface Render {
  request: Request;
  status: number;
  headers: Headers;
  routerContext: EntryContext;
  loadContext: AppLoadContext;
}

const policy = (inline: InlineSources) => contentSecurityPolicy({ inline, development: import.meta.env.DEV, mapTileSource });

function app({ request, routerContext, loadContext }: Render, nonce: string | undefined) {
  return (
    <AppProviders services={loadContext}>
      <NonceProvider nonce={nonce}>
        <InlineStylesProvider styles={styles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesProvider>
      </NonceProvider>
    </AppProviders>
  );
}

/**
 * The whole document as one string, then its policy from the hashes of what it holds. The document names only the
 * scripts its module script imports (`withoutModulePreloads`).
 */
function renderCacheable(render: Render) {
  return new Promise<Response>((resolve, reject) => {
    let status = render.status;
    const { pipe, abort } = renderToPipeableStream(app(render, undefined), {
      progressiveChunkSize: IN_PLACE,
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('error', reject);
        body.on('end', () => {
          const html = withoutModulePreloads(Buffer.concat(chunks).toString('utf8'));
          render.headers.set('Content-Security-Policy', policy(inlineHashes(html)));
          // A document that failed while rendering is nobody's to keep.
          if (status >= 500) render.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
          resolve(new Response(html, { headers: render.headers, status }));
        });
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        // eslint-disable-next-line no-console
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** A page of the visitor's own data: its own nonce, streamed from the shell on for browsers, whole for crawlers. */
function renderPrivate(render: Render, whole: boolean) {
  return new Promise<Response>((resolve, reject) => {
    let status = render.status;
    const nonce = randomBytes(16).toString('base64');
    const send = () => {
      const body = new PassThrough();
      render.headers.set('Content-Security-Policy', policy({ nonce }));
      resolve(new Response(createReadableStreamFromReadable(body), { headers: render.headers, status }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(app(render, nonce), {
      nonce,
      progressiveChunkSize: IN_PLACE,
      ...(whole ? { onAllReady: send } : { onShellReady: send }),
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        // The render failed after the shell was sent: the server log is the only place to tell.
        // eslint-disable-next-line no-console
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1_000);
  });
}
