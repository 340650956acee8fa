import { notBuiltYet, type Resolvers } from '@giftshop/gateway-core';

export const cartResolvers: Resolvers = {
  Query: {
    cartV2: notBuiltYet,
    cartQuantity: notBuiltYet,
    extraVariations: notBuiltYet,
  },
  Mutation: {
    addToCart: notBuiltYet,
    updateCartPackage: notBuiltYet,
    deleteGiftCardPackageGroup: notBuiltYet,
    resetReceivers: notBuiltYet,
  },
};
