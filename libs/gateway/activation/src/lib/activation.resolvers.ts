import { run, type Resolvers } from '@giftshop/gateway-core';
import type { PaymentsRuntime } from '@giftshop/gateway-order-payments';
import { activationVoucher } from './activation-voucher.service';
import type { ActivationRuntime } from './activation-runtime';
import { createActivationOrder } from './create-activation-order.service';

export const createActivationResolvers = (payments: PaymentsRuntime, runtime: ActivationRuntime | null): Resolvers => ({
  Query: {
    activationVoucher: (_, { userData, orderUuid }, ctx) => run(ctx, userData, (scope) => activationVoucher(ctx.db, scope, orderUuid)),
  },
  Mutation: {
    createActivationOrder: (_, { userData, cardNumber, amount, email }, ctx) =>
      run(ctx, userData, (scope) => createActivationOrder(ctx, scope, { cardNumber, amount, email }, payments, runtime)),
  },
});
