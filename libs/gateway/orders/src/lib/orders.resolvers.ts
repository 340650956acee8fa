import { notBuiltYet, type Resolvers } from '@giftshop/gateway-core';

export const ordersResolvers: Resolvers = {
  Query: {
    orderConfirmation: notBuiltYet,
  },
  Mutation: {
    placeOrder: notBuiltYet,
    reorder: notBuiltYet,
  },
};
