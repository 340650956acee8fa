import { notBuiltYet, type Resolvers } from '@giftshop/gateway-core';

export const paymentsResolvers: Resolvers = {
  Query: {
    paymentMethods: notBuiltYet,
    paymentStatus: notBuiltYet,
  },
  Mutation: {
    startPayment: notBuiltYet,
    checkGiftCardPayment: notBuiltYet,
    addGiftCardPayment: notBuiltYet,
  },
};
