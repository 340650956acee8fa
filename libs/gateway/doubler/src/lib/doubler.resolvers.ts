import { notBuiltYet, type Resolvers } from '@giftshop/gateway-core';

export const doublerResolvers: Resolvers = {
  Query: {
    doublerStatus: notBuiltYet,
  },
  Mutation: {
    enterDoubler: notBuiltYet,
  },
};
