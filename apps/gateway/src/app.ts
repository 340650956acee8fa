import { openDatabase, type DatabaseHandle } from '@giftshop/gateway-db';
import { createGateway, defaultGatewayOptions, type Gateway } from '@giftshop/gateway-http';
import { createCaptcha } from '@giftshop/gateway-captcha';
import { ACCOUNT_LIMITS, createPasswordCheck, type AccountLimitName } from '@giftshop/gateway-accounts';
import { ACTIVATION_LIMITS } from '@giftshop/gateway-activation';
import { argon2Verify, BALANCE_CHECK_LIMITS, createPinCheck, type SecretVerifier } from '@giftshop/gateway-cards-data';
import { DOUBLER_ENTRY_LIMIT } from '@giftshop/gateway-doubler';
import { ENQUIRY_LIMIT } from '@giftshop/gateway-content';
import { brandEnquiryAddresses } from './enquiry-addresses';
import { clientKey, createLimiter, growingDelay } from '@giftshop/gateway-rate-limit';
import { isDatabaseEmpty, seedDatabase } from '@giftshop/seed';
import type { Logger } from 'pino';
import { pinHasherOf, type GatewayConfig } from './config';
import { createModules } from './modules';
import { createPayments } from './payments-config';
import { brandInvoiceData } from './order-invoice-attachment';
import { devMailModule } from '@giftshop/gateway-mail';
import { createWorkers, mailDir, type Workers } from './workers';
import { loadStores } from './load-stores';

export interface App {
  gateway: Gateway;
  database: DatabaseHandle;
  /** Jobs and outbox pollers: main.ts starts them unless JOBS_ENABLED=false; tests may run them by hand. */
  workers: Workers;
}

/** What the gateway is built with besides its configuration. */
export interface AppDependencies {
  /** argon2's verify for PINs and passwords; tests wrap it to count how often secrets are compared. */
  verifySecret?: SecretVerifier;
}

/** Opens and migrates the database, seeds an empty one, and assembles the gateway. */
export async function createApp(config: GatewayConfig, log: Logger, database?: DatabaseHandle, deps: AppDependencies = {}): Promise<App> {
  const handle = database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  const pinHasher = pinHasherOf(config);
  if (config.SEED && (await isDatabaseEmpty(handle.db))) {
    const started = Date.now();
    const summary = await seedDatabase(handle.db, { pins: pinHasher });
    log.info({ ...summary, ms: Date.now() - started }, 'seeded an empty database');
  }
  const stores = await loadStores(handle.db, config);
  const production = config.NODE_ENV === 'production';
  const captcha = createCaptcha({ hmacKey: config.CAPTCHA_HMAC_KEY, maxNumber: config.CAPTCHA_MAX_NUMBER });
  const verifySecret = deps.verifySecret ?? argon2Verify;
  const cardPins = {
    cardLimit: createLimiter(handle.db, BALANCE_CHECK_LIMITS.card, config.RATE_LIMIT_KEY_SECRET),
    cardDayLimit: createLimiter(handle.db, BALANCE_CHECK_LIMITS.cardDay, config.RATE_LIMIT_KEY_SECRET),
    pins: await createPinCheck(pinHasher, verifySecret),
    delayAfter: growingDelay,
  };
  const gateway = createGateway({
    db: handle.db,
    stores,
    log,
    modules: [
      ...createModules({
        payments: createPayments(config, stores, log),
        captcha,
        balanceCheck: {
          ...cardPins,
          captcha,
          clientLimit: createLimiter(handle.db, BALANCE_CHECK_LIMITS.client, config.RATE_LIMIT_KEY_SECRET),
          clientKey,
        },
        activation: { clientLimit: createLimiter(handle.db, ACTIVATION_LIMITS.client, config.RATE_LIMIT_KEY_SECRET), clientKey },
        doubler: {
          captcha,
          cardPins,
          entryLimit: createLimiter(handle.db, DOUBLER_ENTRY_LIMIT, config.RATE_LIMIT_KEY_SECRET),
          clientKey,
          operatorSecret: config.OPERATOR_SECRET,
        },
        accounts: {
          captcha,
          passwords: await createPasswordCheck(verifySecret),
          limits: Object.fromEntries(
            Object.entries(ACCOUNT_LIMITS).map(([name, policy]) => [name, createLimiter(handle.db, policy, config.RATE_LIMIT_KEY_SECRET)]),
          ) as Record<AccountLimitName, ReturnType<typeof createLimiter>>,
          clientKey,
          invoices: { secret: config.INVOICE_LINK_SECRET, production, sellerOf: brandInvoiceData() },
        },
        enquiries: {
          captcha,
          limit: createLimiter(handle.db, ENQUIRY_LIMIT, config.RATE_LIMIT_KEY_SECRET),
          clientKey,
          addresses: brandEnquiryAddresses(),
        },
      }),
      ...(production ? [] : [devMailModule(mailDir(config))]),
    ],
    options: {
      ...defaultGatewayOptions,
      production: config.NODE_ENV === 'production',
      ipCountryHeader: config.IP_COUNTRY_HEADER,
      defaultCountry: config.DEFAULT_COUNTRY,
      serverAuthToken: config.GATEWAY_AUTH_TOKEN,
      trustedProxies: config.TRUSTED_PROXIES,
      allowedOrigins: config.ALLOWED_ORIGINS,
      admission: {
        ...defaultGatewayOptions.admission,
        maxInFlight: config.GATEWAY_MAX_IN_FLIGHT ?? (config.DATABASE_URL ? 20 : 12),
        queueTimeoutMs: config.GATEWAY_QUEUE_TIMEOUT_MS,
      },
    },
  });
  return { gateway, database: handle, workers: createWorkers(handle.db, stores, log, config, pinHasher) };
}
