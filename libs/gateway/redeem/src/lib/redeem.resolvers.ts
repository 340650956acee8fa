import { notBuiltYet, type Resolvers } from '@giftshop/gateway-core';

export const redeemResolvers: Resolvers = {
  Query: {
    order: notBuiltYet,
  },
  Mutation: {
    addRedeemPackage: notBuiltYet,
    updateRedeemPackage: notBuiltYet,
    removeRedeemPackage: notBuiltYet,
    addRedeemCard: notBuiltYet,
    placeRedeemOrder: notBuiltYet,
  },
};
