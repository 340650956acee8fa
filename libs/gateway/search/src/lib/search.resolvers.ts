import { run, type Resolvers } from '@giftshop/gateway-core';
import { popularSearch, search } from './search.service';

export const searchResolvers: Resolvers = {
  SearchItem: {
    __resolveType: (item) => (item as { __typename: 'GiftCardSearchItem' | 'GivingMomentSearchItem' }).__typename,
  },
  Query: {
    search_v1: (_, { userData, inputText }, ctx) => run(ctx, userData, (scope) => search(ctx.db, scope, inputText)),
    popularSearch: (_, { userData }, ctx) => run(ctx, userData, (scope) => popularSearch(ctx.db, scope)),
  },
};
