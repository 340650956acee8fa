import type { GatewayModule } from '@giftshop/gateway-core';
import { activationResolvers } from './lib/activation.resolvers';
import { activationTypeDefs } from './lib/activation.sdl';

export { activationTypeDefs } from './lib/activation.sdl';

export const activationModule: GatewayModule = {
  name: 'activation',
  typeDefs: activationTypeDefs,
  resolvers: activationResolvers,
};
