import type { DefinitionNode, DocumentNode, OperationDefinitionNode } from 'graphql';
import type { StoreSettings } from './store-context';

/** How a client reaches the gateway: Apollo's links and `fetchQuery` read the same options. */
export interface GatewayOptions {
  /** Absolute gateway URL on the server; '/graphql' (same origin, proxied) in the browser. */
  uri: string;
  store: StoreSettings;
  /** Server-side rendering: one client per request, marked as such to the gateway. */
  ssr: boolean;
  /** Current page path, sent as a header (spec §7). */
  pathname?: () => string | undefined;
  /** Shared secret of storefront servers (server only). */
  serverAuth?: string;
  /** The storefront request being rendered (server only): the gateway logs the render's calls under it. */
  requestId?: string;
  /** The fetch the client calls (the global one by default). */
  fetch?: typeof fetch;
}

/** Headers of spec §7 on every call; the bypass-mutations flag (the gateway's CSRF defence) on mutations only. */
export function gatewayHeaders(options: GatewayOptions, mutation: boolean): Record<string, string> {
  const pathname = options.pathname?.();
  return {
    'x-store-id': String(options.store.storeId),
    'x-language': options.store.language,
    'x-country': options.store.countryCode,
    ...(pathname ? { 'x-pathname': pathname } : {}),
    ...(options.ssr ? { 'x-ssr-request': '1' } : {}),
    ...(mutation ? { 'x-bypass-mutations': '1' } : {}),
    ...(options.serverAuth ? { 'x-gateway-auth': options.serverAuth } : {}),
    ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
  };
}

/**
 * Root fields the gateway answers from its front cache and lets shared caches keep (the gateway modules'
 * `cacheableFields`; a test compares the two lists). They take `userData`, so the store, language and country are in
 * the URL of a GET.
 */
export const publicQueryFields: ReadonlySet<string> = new Set([
  'blocks',
  'blogPost',
  'blogPosts',
  'categoryMenu',
  'getLocationAddressSuggestions',
  'location',
  'locations',
  'page',
  'pageMetadata',
  'popularSearch',
  'product',
  'productCount',
  'products',
  'search_v1',
  'sitemap',
  'storeData',
  'taxonomyTerm',
  'taxonomyTerms',
  'testimonials',
]);

const isOperation = (definition: DefinitionNode): definition is OperationDefinitionNode =>
  definition.kind === 'OperationDefinition';

/** The document's operation: the one named `operationName`, or its first. */
export function operationOf(query: DocumentNode, operationName?: string | null): OperationDefinitionNode | undefined {
  return query.definitions.filter(isOperation).find((d) => !operationName || d.name?.value === operationName);
}

/**
 * A query reading public fields only, without a redeem token (a token's holder is one visitor): sent by GET so the
 * gateway's front cache and a CDN can answer it. Everything else (mutations, cart, account, redeem) is POSTed.
 */
export function isPublicQuery(
  query: DocumentNode,
  operationName: string | null | undefined,
  variables: unknown,
): boolean {
  const definition = operationOf(query, operationName);
  if (definition?.operation !== 'query') return false;
  const publicFields = definition.selectionSet.selections.every(
    (s) => s.kind === 'Field' && (publicQueryFields.has(s.name.value) || s.name.value === '__typename'),
  );
  return publicFields && !JSON.stringify(variables ?? {}).includes('"redeemToken":"');
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Web Crypto is there in browsers on https and localhost, not on plain http to a remote host. */
export const canHash = () => typeof crypto !== 'undefined' && Boolean(crypto.subtle);
