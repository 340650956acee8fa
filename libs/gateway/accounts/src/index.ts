import type { GatewayModule } from '@giftshop/gateway-core';
import { accountsResolvers } from './lib/accounts.resolvers';
import { accountsTypeDefs } from './lib/accounts.sdl';

export { accountsTypeDefs } from './lib/accounts.sdl';

export const accountsModule: GatewayModule = {
  name: 'accounts',
  typeDefs: accountsTypeDefs,
  resolvers: accountsResolvers,
};
