import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox/sandbox-provider';

export interface PaymentsConfig {
  /** PAYMENT_WEBHOOK_SECRET: signs and verifies the sandbox's webhooks and page forms. */
  webhookSecret: string;
  /** PAYMENT_WEBHOOK_URL: where the sandbox page posts its webhooks; null means this gateway's own address. */
  webhookUrl: string | null;
}

/** The payment provider and its settings, shared by the orders and payments modules of one gateway. */
export interface PaymentsRuntime extends PaymentsConfig {
  provider: PaymentProvider;
}

export function createPaymentsRuntime(config: PaymentsConfig): PaymentsRuntime {
  return { ...config, provider: createSandboxProvider(config.webhookSecret) };
}
