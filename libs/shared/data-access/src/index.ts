export { makeApolloClient, mergedTypes, possibleTypes, type ApolloClientOptions, type ApolloState, type GiftshopApolloClient } from './lib/apollo-client';
export { StoreProvider, toUserData, useStore, useUserData, type StoreSettings } from './lib/store-context';
export { PageMetadataFragment } from './lib/page-metadata.fragment';
export * from './lib/page-loader';
export * from './lib/modals.slice';
export { UNREACHABLE, useRaiseServiceError } from './lib/service-errors';
export { localPageSeo, type LocalPage } from './lib/local-page-seo';
export { useHydrated } from './lib/use-hydrated';
export { LoggedInQuery, useLoggedIn, type CheckoutIdentifyProps } from './lib/logged-in';
