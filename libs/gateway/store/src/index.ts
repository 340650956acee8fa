import type { GatewayModule } from '@giftshop/gateway-core';
import { storeAssetsRoute } from './lib/store-assets';
import { storeResolvers } from './lib/store.resolvers';
import { storeTypeDefs } from './lib/store.sdl';

export { storeTypeDefs } from './lib/store.sdl';

export const storeModule: GatewayModule = {
  name: 'store',
  typeDefs: storeTypeDefs,
  resolvers: storeResolvers,
  routes: [storeAssetsRoute],
  cacheableFields: ['storeData'],
};
