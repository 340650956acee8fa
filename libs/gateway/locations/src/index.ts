import type { GatewayModule } from '@giftshop/gateway-core';
import { locationsResolvers } from './lib/locations.resolvers';
import { locationsTypeDefs } from './lib/locations.sdl';

export { locationsTypeDefs } from './lib/locations.sdl';

export const locationsModule: GatewayModule = {
  name: 'locations',
  typeDefs: locationsTypeDefs,
  resolvers: locationsResolvers,
  cacheableFields: ['locations', 'location', 'getLocationAddressSuggestions'],
};
