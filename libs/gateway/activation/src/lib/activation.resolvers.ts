import { notBuiltYet, type Resolvers } from '@giftshop/gateway-core';

export const activationResolvers: Resolvers = {
  Query: {
    activationVoucher: notBuiltYet,
  },
  Mutation: {
    createActivationOrder: notBuiltYet,
  },
};
