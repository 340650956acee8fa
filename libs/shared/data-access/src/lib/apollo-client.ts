import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { canHash, gatewayHeaders, isPublicQuery, sha256Hex, type GatewayOptions } from './gateway-request';

export { publicQueryFields } from './gateway-request';

export type ApolloState = Record<string, unknown>;

export interface ApolloClientOptions extends GatewayOptions {
  /** Cache handed over from the server render. */
  state?: ApolloState;
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
export function storeHeaders(options: GatewayOptions) {
  return new ApolloLink((operation, forward) => {
    const isMutation = operation.query.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'mutation');
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, ...gatewayHeaders(options, isMutation) },
    }));
    return forward(operation);
  });
}

/** A public read (`isPublicQuery`): sent by GET. */
export const isPublicRead = (operation: ApolloLink.Operation): boolean => isPublicQuery(operation.query, operation.operationName, operation.variables);

/**
 * The browser sends public reads by GET with the document's SHA-256 in place of the document (automatic persisted
 * queries); a gateway that does not know the hash yet asks for the document, which goes once by POST. Server renders
 * POST everything: their answers are not shared, and they carry the storefront's secret. Without Web Crypto
 * (plain http on a remote host) the browser POSTs too.
 */
function gatewayLink(options: ApolloClientOptions, http: ApolloLink): ApolloLink {
  if (options.ssr || !canHash()) return http;
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
