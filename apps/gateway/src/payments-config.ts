import type { Logger } from 'pino';
import type { StoreRegistry } from '@giftshop/gateway-core';
import { createPaymentsRuntime, type PaymentProviderChoice, type PaymentsRuntime } from '@giftshop/gateway-order-payments';
import { ConfigError, type GatewayConfig } from './config';
import { brandInvoiceData } from './order-invoice-attachment';

/** PAYMENT_PROVIDER_<BUILD_KEY> by store id; a build key no store has stops the gateway like any wrong value. */
export function storePaymentProviders(config: GatewayConfig, stores: StoreRegistry): Map<number, PaymentProviderChoice> {
  const idOf = new Map(stores.all().map((store) => [store.buildKey, store.id]));
  const chosen = Object.entries(config.STORE_PAYMENT_PROVIDERS);
  const unknown = chosen.filter(([buildKey]) => !idOf.has(buildKey)).map(([buildKey]) => `  PAYMENT_PROVIDER_${buildKey}: no store has the build key ${buildKey}`);
  if (unknown.length) throw new ConfigError(`Invalid gateway configuration:\n${unknown.join('\n')}`);
  return new Map(chosen.map(([buildKey, choice]) => [idOf.get(buildKey) as number, choice]));
}

/** The build keys of the stores whose payments go to a test provider (the sandbox). */
export const testModeStores = (payments: PaymentsRuntime, stores: StoreRegistry) =>
  stores
    .all()
    .filter((store) => payments.providerFor(store.id)?.testMode)
    .map((store) => store.buildKey);

/** The account of each store's bank transfers, from its brand data (`bankDetails`). */
function bankAccounts(stores: StoreRegistry) {
  const brandData = brandInvoiceData();
  return (storeId: number) => {
    const store = stores.get(storeId);
    return (store && brandData(store).bankDetails) ?? null;
  };
}

/** The stores' payment providers; in production, a warning at start names every store whose payments are in test mode. */
export function createPayments(config: GatewayConfig, stores: StoreRegistry, log: Logger): PaymentsRuntime {
  const payments = createPaymentsRuntime({
    webhookSecret: config.PAYMENT_WEBHOOK_SECRET,
    webhookUrl: config.PAYMENT_WEBHOOK_URL ?? null,
    defaultProvider: config.PAYMENT_PROVIDER,
    storeProviders: storePaymentProviders(config, stores),
    bankAccountFor: bankAccounts(stores),
  });
  const testMode = testModeStores(payments, stores);
  if (config.NODE_ENV === 'production' && testMode.length) {
    log.warn({ stores: testMode }, 'payments in test mode: the sandbox provider takes no money and its page lets shoppers mark orders paid');
  }
  return payments;
}
