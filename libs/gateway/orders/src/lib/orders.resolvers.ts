import { notAvailableYet, run, type Resolvers } from '@giftshop/gateway-core';

const notYet = () => {
  throw notAvailableYet();
};

export const ordersResolvers: Resolvers = {
  Query: {
    orderConfirmation: (_parent, args, ctx) => run(ctx, args.userData, notYet),
  },
  Mutation: {
    placeOrder: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    reorder: (_parent, args, ctx) => run(ctx, args.userData, notYet),
  },
};
