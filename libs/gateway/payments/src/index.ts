import type { GatewayModule } from '@giftshop/gateway-core';
import type { PaymentsRuntime } from '@giftshop/gateway-order-payments';
import { createPaymentsResolvers } from './lib/payments.resolvers';
import { paymentsTypeDefs } from './lib/payments.sdl';
import { sandboxRoutes } from './lib/sandbox/sandbox-route';
import { webhookRoute } from './lib/webhook-route';

export { paymentsTypeDefs } from './lib/payments.sdl';
export { renderSandboxPage } from './lib/sandbox/sandbox-page';

/** Payment methods, payment status and retries, the provider's webhook and the sandbox's hosted page. */
export function createPaymentsModule(runtime: PaymentsRuntime): GatewayModule {
  return {
    name: 'payments',
    typeDefs: paymentsTypeDefs,
    resolvers: createPaymentsResolvers(runtime),
    routes: [webhookRoute(runtime), ...sandboxRoutes(runtime)],
  };
}
export { markOrderPaid, type MarkPaidResult } from './lib/mark-paid';
