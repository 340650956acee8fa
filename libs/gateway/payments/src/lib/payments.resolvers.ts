import { messagesIn, notBuiltYet, run, type Resolvers } from '@giftshop/gateway-core';
import { orderPaymentStatus, paymentMethodsFor, startPayment, type PaymentsRuntime } from '@giftshop/gateway-order-payments';

export function createPaymentsResolvers(runtime: PaymentsRuntime): Resolvers {
  return {
    StoreData: {
      paymentTestMode: (store) => runtime.providerFor(store.storeID)?.testMode ?? false,
    },
    Query: {
      paymentMethods: (_, { userData, customerType }, ctx) =>
        run(ctx, userData, async (scope) => ({
          paymentMethods: await paymentMethodsFor(ctx.db, runtime.providerFor(scope.store.id), scope.store.id, customerType ?? 'PRIVATE', messagesIn(scope)),
        })),
      paymentStatus: (_, { userData, orderUuid }, ctx) =>
        run(ctx, userData, async (scope) => ({ payment: await orderPaymentStatus(ctx.db, scope.store.id, orderUuid) })),
    },
    Mutation: {
      startPayment: (_, { userData, orderUuid, method, issuer }, ctx) =>
        run(ctx, userData, async (scope) => {
          const started = await startPayment(ctx.db, runtime.providerFor(scope.store.id), {
            storeId: scope.store.id,
            language: messagesIn(scope),
            orderId: orderUuid,
            method,
            issuer: issuer ?? null,
          });
          return { redirectUrl: started.redirectUrl };
        }),
      checkGiftCardPayment: notBuiltYet,
      addGiftCardPayment: notBuiltYet,
    },
  };
}
