import type { GatewayModule } from '@giftshop/gateway-core';
import { searchResolvers } from './lib/search.resolvers';
import { searchTypeDefs } from './lib/search.sdl';

export { searchTypeDefs } from './lib/search.sdl';

export const searchModule: GatewayModule = {
  name: 'search',
  typeDefs: searchTypeDefs,
  resolvers: searchResolvers,
  cacheableFields: ['search_v1', 'popularSearch'],
};
