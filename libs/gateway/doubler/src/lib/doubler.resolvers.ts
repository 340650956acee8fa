import { notAvailableYet, run, type Resolvers } from '@giftshop/gateway-core';

const notYet = () => {
  throw notAvailableYet();
};

export const doublerResolvers: Resolvers = {
  Query: {
    doublerStatus: (_parent, args, ctx) => run(ctx, args.userData, notYet),
  },
  Mutation: {
    enterDoubler: (_parent, args, ctx) => run(ctx, args.userData, notYet),
  },
};
