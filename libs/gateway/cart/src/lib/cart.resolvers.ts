import { notAvailableYet, run, type Resolvers } from '@giftshop/gateway-core';

const notYet = () => {
  throw notAvailableYet();
};

export const cartResolvers: Resolvers = {
  Query: {
    cartV2: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    cartQuantity: (_parent, args, ctx) => run(ctx, args.userData, notYet),
  },
  Mutation: {
    addToCart: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    updateCartPackage: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    deleteGiftCardPackageGroup: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    resetReceivers: (_parent, args, ctx) => run(ctx, args.userData, notYet),
  },
};
