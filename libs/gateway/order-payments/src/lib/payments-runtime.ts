import { DomainError } from '@giftshop/gateway-core';
import type { PaymentProvider } from './payment-provider';
import { paymentProviders, type PaymentProviderChoice, type PaymentProviderName, type ProviderSettings } from './payment-providers';

export interface PaymentsConfig extends ProviderSettings {
  /** PAYMENT_WEBHOOK_URL: where the sandbox page posts its webhooks; null means this gateway's own address. */
  webhookUrl: string | null;
  /** PAYMENT_PROVIDER: the provider of every store not named in `storeProviders`. */
  defaultProvider: PaymentProviderChoice;
  /** PAYMENT_PROVIDER_<BUILD_KEY>, by store id. */
  storeProviders: ReadonlyMap<number, PaymentProviderChoice>;
  /** The account a store's bank transfers go to (`bankDetails` in brand data); none: no payment instructions are e-mailed. */
  bankAccountFor?: (storeId: number) => BankAccount | null;
}

export interface BankAccount {
  accountName: string;
  iban: string;
  bic: string;
  sortCode?: string;
  accountNumber?: string;
}

/** The payment providers and their settings, shared by the orders, payments, redeem and activation modules. */
export interface PaymentsRuntime extends PaymentsConfig {
  /** The store's provider; null when the store takes no payments (`none`, production's default). */
  providerFor(storeId: number): PaymentProvider | null;
  /** Every provider some store uses, once each: their webhook routes (and the sandbox's page) are served. */
  providers: PaymentProvider[];
}

export function createPaymentsRuntime(config: PaymentsConfig): PaymentsRuntime {
  const built = new Map<PaymentProviderName, PaymentProvider>();
  for (const choice of new Set([config.defaultProvider, ...config.storeProviders.values()])) {
    if (choice !== 'none') built.set(choice, paymentProviders[choice](config));
  }
  return {
    ...config,
    providerFor(storeId) {
      const choice = config.storeProviders.get(storeId) ?? config.defaultProvider;
      return choice === 'none' ? null : (built.get(choice) ?? null);
    },
    providers: [...built.values()],
  };
}

/** The store's provider, or PAYMENT_UNAVAILABLE (2041), on `field` if given, when the store takes no payments. */
export function requireProvider(runtime: PaymentsRuntime, storeId: number, field?: string): PaymentProvider {
  const provider = runtime.providerFor(storeId);
  if (!provider) throw new DomainError('PAYMENT_UNAVAILABLE', {}, field ?? null);
  return provider;
}
