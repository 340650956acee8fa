import { notAvailableYet, run, type Resolvers } from '@giftshop/gateway-core';

const notYet = () => {
  throw notAvailableYet();
};

export const paymentsResolvers: Resolvers = {
  Query: {
    paymentMethods: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    paymentStatus: (_parent, args, ctx) => run(ctx, args.userData, notYet),
  },
  Mutation: {
    startPayment: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    checkGiftCardPayment: (_parent, args, ctx) => run(ctx, args.userData, notYet),
    addGiftCardPayment: (_parent, args, ctx) => run(ctx, args.userData, notYet),
  },
};
