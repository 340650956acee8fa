import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { StoreSettings } from './store-context';

export type ApolloState = Record<string, unknown>;

export interface ApolloClientOptions {
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
  /** Cache handed over from the server render. */
  state?: ApolloState;
  /** The fetch the client calls (the global one by default). */
  fetch?: typeof fetch;
}

/** Abstract types the cache must know to read fragments on interfaces and unions. */
export const possibleTypes = {
  Product: ['GiftCardProduct', 'DonationProduct'],
  SearchItem: ['GiftCardSearchItem', 'GivingMomentSearchItem'],
};

/**
 * Objects without an id (payloads, images, colours, money, menus…) sit under the field that returned them. Two
 * queries asking the same field for different subfields (the shell and the home page both read `categoryMenu`, with
 * different image fields) must merge, not replace each other, or a restored cache misses fields and hydration
 * refetches. Every object type of the schema without an id is listed; a test compares this list with the SDL.
 */
export const mergedTypes = [
  'ActivationOrder', 'ActivationOrderPayload', 'ActivationVoucher', 'ActivationVoucherPayload', 'AddressBookPayload',
  'Adjustment', 'BlocksPayload', 'BlogPostList', 'BlogPostPayload', 'BlogPostsPayload', 'BusinessMenu', 'CardPayment',
  'CardPaymentCheck', 'CardPaymentCheckPayload', 'CardPayments', 'CardPaymentsPayload', 'CardPreview', 'CartPayload',
  'CategoryMenuPayload', 'Color', 'ContentPagePayload', 'CountryCombination', 'CustomerOrderItem',
  'CustomerOrderList', 'CustomerOrderPayload', 'CustomerOrdersPayload', 'CustomerProfile', 'DoublerEntry',
  'DoublerEntryPayload', 'DoublerStatus', 'DoublerStatusPayload', 'Error', 'ExternalLink', 'ExtraItem', 'ExtraVariationsPayload', 'FooterMenu',
  'GiftCardInfo', 'GiftCardInfoPayload', 'GiftCardItem', 'GroupTotal', 'GroupedTotals', 'HighlightedBlock',
  'HreflangTag', 'Image', 'ImageUrl', 'InvoicePayload', 'LanguageCombination', 'LocationList', 'LocationPayload',
  'LocationSuggestion', 'LocationSuggestionsPayload', 'LocationsPayload', 'Logo', 'MenuLink', 'MenuSection',
  'MessageItem', 'Money', 'OpeningHours', 'OrderGiftCardPayment', 'OrderPayment', 'OrderTotals', 'PackagesGroup', 'PageInfo', 'PageMetadata',
  'PageMetadataPayload', 'PaymentMethodsPayload', 'PaymentStatusPayload', 'PlaceOrderPayload',
  'PlaceRedeemOrderPayload', 'PopularSearch', 'PopularSearchPayload', 'ProductCountPayload', 'ProductList', 'ProductPayload',
  'ProductsPayload', 'ProfileAddress', 'Receiver', 'RedeemCard', 'RedeemData', 'RedeemItem', 'RedeemOrderPayload',
  'RedeemPackageTotals', 'RedeemPage', 'RedeemPagePayload', 'RedeemProductsPayload', 'RedeemSession', 'RedeemSessionPayload', 'RedirectLink', 'SearchGroup', 'SearchPayload', 'SearchTerm', 'SitemapEntry',
  'SitemapPayload', 'StartPaymentPayload', 'StatusPayload', 'StoreData', 'StoreDataPayload', 'StoreMenus',
  'TaxonomyTermPayload', 'TaxonomyTermsPayload', 'TestimonialList', 'TestimonialsPayload', 'User', 'UserInfoPayload', 'VariationConfig',
];

const typePolicies = Object.fromEntries(mergedTypes.map((name) => [name, { merge: true }]));

/** Headers of spec §7 on every call; the bypass-mutations flag on mutations only. */
export function storeHeaders(options: ApolloClientOptions) {
  return new ApolloLink((operation, forward) => {
    const isMutation = operation.query.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'mutation');
    const pathname = options.pathname?.();
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: {
        ...headers,
        'x-store-id': String(options.store.storeId),
        'x-language': options.store.language,
        'x-country': options.store.countryCode,
        ...(pathname ? { 'x-pathname': pathname } : {}),
        ...(options.ssr ? { 'x-ssr-request': '1' } : {}),
        ...(isMutation ? { 'x-bypass-mutations': '1' } : {}),
        ...(options.serverAuth ? { 'x-gateway-auth': options.serverAuth } : {}),
        ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
      },
    }));
    return forward(operation);
  });
}

/**
 * Root fields the gateway answers from its front cache and lets shared caches keep (the gateway modules'
 * `cacheableFields`; a test compares the two lists). They take `userData`, so the store, language and country are in
 * the URL of a GET.
 */
export const publicQueryFields: ReadonlySet<string> = new Set([
  'blocks', 'blogPost', 'blogPosts', 'categoryMenu', 'getLocationAddressSuggestions', 'location', 'locations', 'page',
  'pageMetadata', 'popularSearch', 'product', 'productCount', 'products', 'search_v1', 'sitemap', 'storeData',
  'taxonomyTerm', 'taxonomyTerms',
]);

/**
 * A query reading public fields only, without a redeem token (a token's holder is one visitor): sent by GET so the
 * gateway's front cache and a CDN can answer it. Everything else (mutations, cart, account, redeem) is POSTed.
 */
export function isPublicRead(operation: ApolloLink.Operation): boolean {
  const definition = operation.query.definitions.find(
    (d) => d.kind === 'OperationDefinition' && (!operation.operationName || d.name?.value === operation.operationName),
  );
  if (definition?.kind !== 'OperationDefinition' || definition.operation !== 'query') return false;
  const publicFields = definition.selectionSet.selections.every(
    (s) => s.kind === 'Field' && (publicQueryFields.has(s.name.value) || s.name.value === '__typename'),
  );
  return publicFields && !JSON.stringify(operation.variables ?? {}).includes('"redeemToken":"');
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The browser sends public reads by GET with the document's SHA-256 in place of the document (automatic persisted
 * queries); a gateway that does not know the hash yet asks for the document, which goes once by POST. Server renders
 * POST everything: their answers are not shared, and they carry the storefront's secret. Without Web Crypto
 * (plain http on a remote host) the browser POSTs too.
 */
function gatewayLink(options: ApolloClientOptions, http: ApolloLink): ApolloLink {
  if (options.ssr || typeof crypto === 'undefined' || !crypto.subtle) return http;
  const persisted = new PersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true });
  return ApolloLink.split(isPublicRead, persisted.concat(http), http);
}

export function makeApolloClient(options: ApolloClientOptions) {
  const cache = new InMemoryCache({ possibleTypes, typePolicies });
  if (options.state) cache.restore(options.state as never);
  const http = new HttpLink({ uri: options.uri, credentials: 'include', fetch: options.fetch });
  return new ApolloClient({
    ssrMode: options.ssr,
    cache,
    link: ApolloLink.from([storeHeaders(options), gatewayLink(options, http)]),
    // The client library is not named in requests: GET URLs stay short and the same across client versions.
    enhancedClientAwareness: { transport: false },
    // Refusals travel in payloads (`errors`), so the default error policy is kept for malformed requests only.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' }, query: { fetchPolicy: 'cache-first' } },
  });
}

export type GiftshopApolloClient = ReturnType<typeof makeApolloClient>;
