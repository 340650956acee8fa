import { notBuiltYet, type Resolvers } from '@giftshop/gateway-core';

export const giftcardsResolvers: Resolvers = {
  Mutation: {
    giftCardInfo: notBuiltYet,
  },
};
