import type { GatewayModule } from '@giftshop/gateway-core';
import { cartResolvers } from './lib/cart.resolvers';
import { cartTypeDefs } from './lib/cart.sdl';

export { cartTypeDefs } from './lib/cart.sdl';
/** What order placing and fulfilment use; data-access libraries import them from '@giftshop/gateway-cart-data'. */
export { checkCartForCheckout, dispatchPlan, findCartOrder, loadCartView, zonedInstant } from '@giftshop/gateway-cart-data';

export const cartModule: GatewayModule = {
  name: 'cart',
  typeDefs: cartTypeDefs,
  resolvers: cartResolvers,
};
