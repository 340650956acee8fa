export { makeApolloClient, possibleTypes, type ApolloClientOptions, type ApolloState, type GiftshopApolloClient } from './lib/apollo-client';
export { StoreProvider, toUserData, useStore, useUserData, type StoreSettings } from './lib/store-context';
export { PageMetadataQuery } from './lib/page-metadata.query';
