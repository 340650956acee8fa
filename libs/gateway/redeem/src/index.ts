import type { GatewayModule } from '@giftshop/gateway-core';
import { redeemResolvers } from './lib/redeem.resolvers';
import { redeemTypeDefs } from './lib/redeem.sdl';

export { redeemTypeDefs } from './lib/redeem.sdl';

export const redeemModule: GatewayModule = {
  name: 'redeem',
  typeDefs: redeemTypeDefs,
  resolvers: redeemResolvers,
};
