import { notBuiltYet, type Resolvers } from '@giftshop/gateway-core';
import type { RedeemRuntime } from '../index';

export const createRedeemResolvers = (_runtime: RedeemRuntime): Resolvers => ({
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
});
