import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
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

export function makeApolloClient(options: ApolloClientOptions) {
  const cache = new InMemoryCache({ possibleTypes, typePolicies });
  if (options.state) cache.restore(options.state as never);
  return new ApolloClient({
    ssrMode: options.ssr,
    cache,
    link: ApolloLink.from([storeHeaders(options), new HttpLink({ uri: options.uri, credentials: 'include' })]),
    // Refusals travel in payloads (`errors`), so the default error policy is kept for malformed requests only.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' }, query: { fetchPolicy: 'cache-first' } },
  });
}

export type GiftshopApolloClient = ReturnType<typeof makeApolloClient>;
