import type { GatewayModule } from '@giftshop/gateway-core';
import { paymentsResolvers } from './lib/payments.resolvers';
import { paymentsTypeDefs } from './lib/payments.sdl';

export { paymentsTypeDefs } from './lib/payments.sdl';

export const paymentsModule: GatewayModule = {
  name: 'payments',
  typeDefs: paymentsTypeDefs,
  resolvers: paymentsResolvers,
};
