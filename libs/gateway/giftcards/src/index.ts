import type { GatewayModule } from '@giftshop/gateway-core';
import { giftcardsResolvers } from './lib/giftcards.resolvers';
import { giftcardsTypeDefs } from './lib/giftcards.sdl';

export { giftcardsTypeDefs } from './lib/giftcards.sdl';

export const giftcardsModule: GatewayModule = {
  name: 'giftcards',
  typeDefs: giftcardsTypeDefs,
  resolvers: giftcardsResolvers,
};
