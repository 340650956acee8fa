import type { GatewayModule } from '@giftshop/gateway-core';
import { cartResolvers } from './lib/cart.resolvers';
import { cartTypeDefs } from './lib/cart.sdl';

export { cartTypeDefs } from './lib/cart.sdl';

export const cartModule: GatewayModule = {
  name: 'cart',
  typeDefs: cartTypeDefs,
  resolvers: cartResolvers,
};
