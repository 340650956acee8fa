import type { GatewayModule } from '@giftshop/gateway-core';
import { doublerResolvers } from './lib/doubler.resolvers';
import { doublerTypeDefs } from './lib/doubler.sdl';

export { doublerTypeDefs } from './lib/doubler.sdl';

export const doublerModule: GatewayModule = {
  name: 'doubler',
  typeDefs: doublerTypeDefs,
  resolvers: doublerResolvers,
};
