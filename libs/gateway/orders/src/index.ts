import type { GatewayModule } from '@giftshop/gateway-core';
import { ordersResolvers } from './lib/orders.resolvers';
import { ordersTypeDefs } from './lib/orders.sdl';

export { ordersTypeDefs } from './lib/orders.sdl';

export const ordersModule: GatewayModule = {
  name: 'orders',
  typeDefs: ordersTypeDefs,
  resolvers: ordersResolvers,
};
