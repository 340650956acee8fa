import { isIP } from 'node:net';
import { z } from 'zod';
import { PAYMENT_PROVIDER_CHOICES } from '@giftshop/gateway-order-payments';
import { createPinHasher } from '@giftshop/gateway-cards-data';
import { DEV_SECRETS, productionSecretProblems } from './secrets';
import { isSecureOrigin, storeOrigins } from './store-origins';

const port = z.coerce.number().int().min(0).max(65535);
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const providerChoice = z.enum(PAYMENT_PROVIDER_CHOICES, { message: `must be one of ${PAYMENT_PROVIDER_CHOICES.join(', ')}` });
/** PAYMENT_PROVIDER_<BUILD_KEY>: one store's provider, in place of PAYMENT_PROVIDER. */
const STORE_PROVIDER_VARIABLE = /^PAYMENT_PROVIDER_(.+)$/;

const fields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_PORT: port.default(4000),
  DATA_DIR: z.string().min(1).default('var'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  IP_COUNTRY_HEADER: z.string().regex(/^[A-Za-z0-9-]+$/, 'must be a header name').optional(),
  DEFAULT_COUNTRY: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as GB').default('GB'),
  GATEWAY_AUTH_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Comma-separated socket addresses whose x-forwarded-for names the visitor (storefront servers, load balancers). */
  TRUSTED_PROXIES: z
    .string()
    .default('127.0.0.1,::1,::ffff:127.0.0.1')
    .transform((list) => list.split(',').map((entry) => entry.trim()))
    .refine((list) => list.every((entry) => isIP(entry) !== 0), 'must be comma-separated IP addresses'),
  /** Comma-separated origins of storefronts on another origin that CORS approves (with credentials); none by default. */
  ALLOWED_ORIGINS: z
    .string()
    .regex(/^https?:\/\/[^/,\s]+(,https?:\/\/[^/,\s]+)*$/, 'must be comma-separated origins such as https://shop.example')
    .optional()
    .transform((list) => (list ? list.split(',') : [])),
  /** `KEY=origin,…`: these stores' origins in place of the database's (docs/gateway.md, "Store origins"). */
  STORE_ORIGINS: storeOrigins,
  /**
   * Requests one gateway process handles at once; the rest wait their turn in arrival order, and are refused (503)
   * after GATEWAY_QUEUE_TIMEOUT_MS (docs/gateway.md, "Admission"). 0: no limit. Unset: 12 on the embedded database
   * (one thread runs its SQL), 20 on PostgreSQL (twice the connection pool).
   */
  GATEWAY_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(10_000).optional(),
  GATEWAY_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** HTTP processes sharing the port (node:cluster), one per core at most; above 1 needs DATABASE_URL. */
  GATEWAY_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /** Seeds an empty database; by default outside production only. */
  SEED: flag.optional(),
  /** Poll durable jobs and the mail outbox in this process (tests that drive them by hand set it to false). */
  JOBS_ENABLED: flag.default(true),
  /**
   * Jobs (card issuing, …) one process runs at once, and e-mails it sends at once. Unset: 12 on PostgreSQL (enough
   * to issue as fast as a saturated gateway takes payments, docs/performance.md "Gateway: soak"), 4 on the embedded
   * database (one thread runs every transaction).
   */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Jobs and the outbox in a process of their own beside the HTTP processes (node:cluster), which then run none;
   * needs DATABASE_URL (the embedded database is opened by one process). Off whenever JOBS_ENABLED is false.
   */
  JOBS_PROCESS: flag.optional(),
  /** A running job whose process has not finished it after this long is taken over (its process died). */
  JOBS_STALE_AFTER_SECONDS: z.coerce.number().int().min(1).default(300),
  /** Folder of the `.eml` files written when SMTP_URL is not set; defaults to <DATA_DIR>/mail. */
  MAIL_DIR: z.string().min(1).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  /** One sender address for every store's mail; by default no-reply@ the store's own domain. */
  MAIL_FROM: z.email('must be an e-mail address').optional(),
  /** Receives the print-and-post orders of physical cards; by default fulfilment@ the store's own domain. */
  MAIL_FULFILMENT_TO: z.email('must be an e-mail address').optional(),
  /** Every store's payment provider; by default the sandbox outside production and none in production. */
  PAYMENT_PROVIDER: providerChoice.optional(),
  /** Filled by loadConfig from the PAYMENT_PROVIDER_<BUILD_KEY> variables, by build key. */
  STORE_PAYMENT_PROVIDERS: z.record(z.string(), providerChoice).default({}),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_SECRETS.PAYMENT_WEBHOOK_SECRET),
  PAYMENT_WEBHOOK_URL: z.string().regex(/^https?:\/\//, 'must be an http:// or https:// URL').optional(),
  /** Signs the captcha's challenges; every process of a deployment needs the same key. */
  CAPTCHA_HMAC_KEY: z.string().min(16, 'must be at least 16 characters').default(DEV_SECRETS.CAPTCHA_HMAC_KEY),
  /** The captcha's work: the counter a browser has to find is at most this (the library's default suits ~1 s). */
  /** Keys the hashes under which rate limits store card numbers and addresses (≥ 16 characters; one value for every process). */
  RATE_LIMIT_KEY_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_SECRETS.RATE_LIMIT_KEY_SECRET),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).optional(),
  /** Signs operator commands sent to a running gateway (npm run doubler:draw); one value for every process. */
  OPERATOR_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_SECRETS.OPERATOR_SECRET),
  /** Signs the short-lived invoice download links of customer accounts; one value for every process. */
  INVOICE_LINK_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_SECRETS.INVOICE_LINK_SECRET),
  /** Keys every card's PIN hash (docs/adr/0006-pin-protection.md); kept outside the database, one value everywhere. */
  PIN_PEPPER: z.string().min(16, 'must be at least 16 characters').default(DEV_SECRETS.PIN_PEPPER),
  /** Comma-separated peppers PIN_PEPPER replaced: their hashes still verify, and the right PIN rewrites them. */
  PIN_PEPPER_PREVIOUS: z
    .string()
    .optional()
    .transform((list) => (list ? list.split(',').map((entry) => entry.trim()) : []))
    .refine((list) => list.every((entry) => entry.length >= 16), 'must be comma-separated peppers of 16 characters or more'),
});

const schema = fields
  .refine((config) => config.GATEWAY_PROCESSES === 1 || config.DATABASE_URL, {
    path: ['GATEWAY_PROCESSES'],
    message: 'above 1 needs DATABASE_URL (the embedded PGlite database is opened by one process)',
  })
  .refine((config) => !config.JOBS_PROCESS || config.DATABASE_URL, {
    path: ['JOBS_PROCESS'],
    message: 'needs DATABASE_URL (the embedded PGlite database is opened by one process)',
  })
  .superRefine((config, context) => {
    if (config.NODE_ENV !== 'production') return;
    if (config.PIN_PEPPER_PREVIOUS.includes(DEV_SECRETS.PIN_PEPPER)) {
      const message = 'holds the development value of PIN_PEPPER';
      context.addIssue({ code: 'custom', path: ['PIN_PEPPER_PREVIOUS'], message });
    }
    for (const [buildKey, origin] of Object.entries(config.STORE_ORIGINS)) {
      if (!isSecureOrigin(origin)) {
        const message = `${buildKey}=${origin}: production needs https:// (http:// on 127.0.0.1, ::1, localhost only)`;
        context.addIssue({ code: 'custom', path: ['STORE_ORIGINS'], message });
      }
    }
  })
  .transform((config) => {
    const production = config.NODE_ENV === 'production';
    const jobsProcess = config.JOBS_ENABLED && (config.JOBS_PROCESS ?? false);
    const jobsConcurrency = config.JOBS_CONCURRENCY ?? (config.DATABASE_URL ? 12 : 4);
    return { ...config, JOBS_PROCESS: jobsProcess, JOBS_CONCURRENCY: jobsConcurrency, SEED: config.SEED ?? !production, PAYMENT_PROVIDER: config.PAYMENT_PROVIDER ?? (production ? 'none' : 'sandbox') };
  });

export type GatewayConfig = z.output<typeof schema>;

export class ConfigError extends Error {}

/** Hashes new PINs under PIN_PEPPER and reads hashes under it or PIN_PEPPER_PREVIOUS. */
export const pinHasherOf = (config: Pick<GatewayConfig, 'PIN_PEPPER' | 'PIN_PEPPER_PREVIOUS'>) =>
  createPinHasher({ current: config.PIN_PEPPER, previous: config.PIN_PEPPER_PREVIOUS });

const variableOf = (path: PropertyKey[]) =>
  path[0] === 'STORE_PAYMENT_PROVIDERS' ? `PAYMENT_PROVIDER_${String(path[1])}` : path.map(String).join('.');

/**
 * Reads and checks the environment; every problem is named with its variable, all in one message. Production
 * refuses to start unless each secret is set, is not its development value and is long enough.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string>;
  const storeProviders = Object.fromEntries(
    Object.entries(present).flatMap(([name, value]) => {
      const buildKey = STORE_PROVIDER_VARIABLE.exec(name)?.[1];
      return buildKey ? [[buildKey, value]] : [];
    }),
  );
  const result = schema.safeParse({ ...present, STORE_PAYMENT_PROVIDERS: storeProviders });
  const secrets = present['NODE_ENV'] === 'production' ? productionSecretProblems(present) : [];
  const issues = result.success ? [] : result.error.issues.map((issue) => [variableOf(issue.path), issue.message] as const);
  // A secret production refuses is named once, with the production rule.
  const lines = [...issues.filter(([name]) => !secrets.some(([secret]) => secret === name)), ...secrets].map(([name, message]) => `  ${name}: ${message}`);
  if (!result.success || lines.length) throw new ConfigError(`Invalid gateway configuration:\n${lines.join('\n')}`);
  return result.data;
}
