import type { GatewayModule, StoreRegistry } from '@giftshop/gateway-core';
import type { JobRegistry } from '@giftshop/gateway-jobs';
import { ACTIVATION_FULFIL_JOB, type PaymentsRuntime } from '@giftshop/gateway-order-payments';
import { createActivationResolvers } from './lib/activation.resolvers';
import type { ActivationRuntime } from './lib/activation-runtime';
import { activationTypeDefs } from './lib/activation.sdl';
import { fulfilActivationJob } from './lib/fulfil-activation.job';

export { activationTypeDefs } from './lib/activation.sdl';
export { ACTIVATION_HOURS, ACTIVATION_LIMITS, type ActivationLimit, type ActivationRuntime } from './lib/activation-runtime';
export { fulfilActivation } from './lib/fulfil-activation.job';

/**
 * Choice card activation: the chosen value is paid, then loaded onto the card. `runtime` limits activation orders
 * per client; without it (tools, tests of other modules) nothing is limited.
 */
export function createActivationModule(payments: PaymentsRuntime, runtime: ActivationRuntime | null = null): GatewayModule {
  return { name: 'activation', typeDefs: activationTypeDefs, resolvers: createActivationResolvers(payments, runtime) };
}

export interface ActivationJobDeps {
  stores: StoreRegistry;
}

/** Registers the activation jobs (ACTIVATION_FULFIL_JOB of gateway-order-payments); the handler is idempotent. */
export function registerActivationJobs(registry: JobRegistry, deps: ActivationJobDeps): JobRegistry {
  return registry.register(ACTIVATION_FULFIL_JOB, fulfilActivationJob(deps.stores));
}
