import { run, type Resolvers } from '@giftshop/gateway-core';
import type { DoublerRuntime } from './doubler.runtime';
import { doublerStatus, doublerThankYou, enterDoubler } from './enter-doubler';

export const createDoublerResolvers = (runtime: DoublerRuntime): Resolvers => ({
  Query: {
    doublerStatus: (_, { userData }, ctx) => run(ctx, userData, (scope) => doublerStatus(ctx.db, scope)),
    doublerThankYou: (_, { userData, product, entry }, ctx) =>
      run(ctx, userData, (scope) => doublerThankYou(ctx.db, scope, runtime.operatorSecret, product, entry)),
  },
  Mutation: {
    enterDoubler: (_, { userData, name, email, cardNumber, pin, captchaToken }, ctx) =>
      run(ctx, userData, (scope) => enterDoubler(ctx, scope, { name, email, cardNumber, pin, captchaToken }, runtime)),
  },
});
