import { run, type Resolvers } from '@giftshop/gateway-core';
import { storeData } from './store.service';

export const storeResolvers: Resolvers = {
  Query: {
    storeData: (_, { userData }, ctx) => run(ctx, userData, (scope) => storeData(ctx.db, ctx.stores, scope)),
  },
};
