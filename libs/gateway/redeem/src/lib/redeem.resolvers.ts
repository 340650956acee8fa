import { notAvailableYet, run, type Resolvers } from '@giftshop/gateway-core';

const notYet = () => {
  throw notAvailableYet();
};

export const redeemResolvers: Resolvers = {
  Query: {
    order: (_parent, args, ctx) => run(ctx, args.userData, notYet),
  },
  Mutation: {
    addRedeemPackage: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    updateRedeemPackage: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    removeRedeemPackage: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    addRedeemCard: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    placeRedeemOrder: (_parent, args, ctx) => run(ctx, args.userData, notYet),
  },
};
