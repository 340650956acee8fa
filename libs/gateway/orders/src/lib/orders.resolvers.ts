import { DomainError, run, type Resolvers } from '@giftshop/gateway-core';
import { isRedeemTokenOf } from '@giftshop/gateway-cards-data';
import { sessionOwnsOrder } from '@giftshop/gateway-cart-data';
import { cancelOrder, customerOrderView, findOrder, type PaymentsRuntime } from '@giftshop/gateway-order-payments';
import { placeOrder } from './place-order.service';
import { reorder } from './reorder.service';

export function createOrdersResolvers(runtime: PaymentsRuntime): Resolvers {
  return {
    Query: {
      orderConfirmation: (_, { userData, uuid }, ctx) => run(ctx, userData, async (scope) => ({ order: await customerOrderView(ctx.db, scope, uuid) })),
    },
    Mutation: {
      placeOrder: (_, { userData, input }, ctx) => run(ctx, userData, (scope) => placeOrder(ctx, scope, input, runtime)),
      cancelOrder: (_, { userData, orderUuid }, ctx) =>
        run(ctx, userData, async (scope) => {
          const session = await ctx.session.get();
          const order = await findOrder(ctx.db, scope.store.id, orderUuid);
          if (!order || order.status === 'CART') throw new DomainError('NOT_FOUND', {}, 'orderUuid');
          // A redeem order belongs to the holder's redeem token as well as to the browser that placed it.
          const owner = (session && sessionOwnsOrder(session, order)) || (await isRedeemTokenOf(ctx.db, scope.redeemToken, order.redeemTokenId));
          if (!owner) throw new DomainError('NOT_FOUND', {}, 'orderUuid');
          await cancelOrder(ctx.db, order.id, ctx.log);
          return { order: await customerOrderView(ctx.db, scope, order.id) };
        }),
      reorder: async (_, { userData, orderUuid }, ctx) => {
        const { skipped, ...payload } = await run(ctx, userData, (scope) => reorder(ctx, scope, orderUuid));
        return { ...payload, errors: [...payload.errors, ...(skipped ?? [])] };
      },
    },
  };
}
