import type { GatewayModule } from '@giftshop/gateway-core';
import type { PaymentsRuntime } from '@giftshop/gateway-order-payments';
import { createOrdersResolvers } from './lib/orders.resolvers';
import { ordersTypeDefs } from './lib/orders.sdl';

export { ordersTypeDefs } from './lib/orders.sdl';

/** Placing the cart as an order, its confirmation and its cancellation. */
export function createOrdersModule(runtime: PaymentsRuntime): GatewayModule {
  return { name: 'orders', typeDefs: ordersTypeDefs, resolvers: createOrdersResolvers(runtime) };
}
