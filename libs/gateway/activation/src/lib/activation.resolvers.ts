import { notAvailableYet, run, type Resolvers } from '@giftshop/gateway-core';

const notYet = () => {
  throw notAvailableYet();
};

export const activationResolvers: Resolvers = {
  Query: {
    activationVoucher: (_parent, args, ctx) => run(ctx, args.userData, notYet),
  },
  Mutation: {
    createActivationOrder: (_parent, args, ctx) => run(ctx, args.userData, notYet),
  },
};
