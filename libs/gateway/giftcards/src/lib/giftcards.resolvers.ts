import { notAvailableYet, run, type Resolvers } from '@giftshop/gateway-core';

const notYet = () => {
  throw notAvailableYet();
};

export const giftcardsResolvers: Resolvers = {
  Mutation: {
    giftCardInfo: (_parent, args, ctx) => run(ctx, args.userData, notYet),
  },
};
