import { run, type Resolvers } from '@giftshop/gateway-core';
import type { BalanceCheckRuntime } from '@giftshop/gateway-cards-data';
import { checkBalance } from './balance/check-balance';

export const createGiftcardsResolvers = (runtime: BalanceCheckRuntime): Resolvers => ({
  Mutation: {
    giftCardInfo: (_, { userData, cardNumber, pin, captchaToken }, ctx) => run(ctx, userData, (scope) => checkBalance(ctx, scope, { cardNumber, pin, captchaToken }, runtime)),
  },
});
