import type { GatewayModule } from '@giftshop/gateway-core';
import type { PaymentsRuntime } from '@giftshop/gateway-order-payments';
import { createPaymentsResolvers } from './lib/payments.resolvers';
import { paymentsTypeDefs } from './lib/payments.sdl';
import { sandboxRoutes } from './lib/sandbox/sandbox-route';
import { webhookRoute } from './lib/webhook-route';

export { paymentsTypeDefs } from './lib/payments.sdl';
export { renderSandboxPage } from './lib/sandbox/sandbox-page';

/**
 * Payment methods, payment status and retries, and the routes of the providers some store uses: each one's
 * webhook, and the sandbox's hosted page only while a store pays through the sandbox.
 */
export function createPaymentsModule(runtime: PaymentsRuntime): GatewayModule {
  const sandbox = runtime.providers.some((provider) => provider.name === 'sandbox');
  return {
    name: 'payments',
    typeDefs: paymentsTypeDefs,
    resolvers: createPaymentsResolvers(runtime),
    routes: [...runtime.providers.map(webhookRoute), ...(sandbox ? sandboxRoutes(runtime) : [])],
  };
}
export { markOrderPaid, type MarkPaidResult } from './lib/mark-paid';
