import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox/sandbox-provider';

/** What a provider is built from; a real provider adds its own settings (API key, account) here. */
export interface ProviderSettings {
  /** PAYMENT_WEBHOOK_SECRET: signs and verifies the sandbox's webhooks and page forms. */
  webhookSecret: string;
}

/**
 * Every provider a store can be configured with (PAYMENT_PROVIDER, PAYMENT_PROVIDER_<BUILD_KEY>), by name. A real
 * provider is one more entry: callers ask the payments runtime for a store's provider and never name one.
 */
export const paymentProviders = {
  sandbox: (settings: ProviderSettings) => createSandboxProvider(settings.webhookSecret),
} satisfies Record<string, (settings: ProviderSettings) => PaymentProvider>;

export type PaymentProviderName = keyof typeof paymentProviders;

/** A store's choice: a provider, or `none` (the store takes no payments). */
export type PaymentProviderChoice = PaymentProviderName | 'none';

export const PAYMENT_PROVIDER_CHOICES = ['none', ...(Object.keys(paymentProviders) as PaymentProviderName[])] as [
  PaymentProviderChoice,
  ...PaymentProviderChoice[],
];
