import { DEV_CAPTCHA_HMAC_KEY } from '@giftshop/gateway-captcha';
import { DEV_PIN_PEPPER } from '@giftshop/gateway-cards-data';
import { DEV_WEBHOOK_SECRET } from '@giftshop/gateway-order-payments';

/** The secrets' development values, the defaults outside production: they are in this repository, so production refuses them. */
export const DEV_SECRETS = {
  PAYMENT_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET,
  CAPTCHA_HMAC_KEY: DEV_CAPTCHA_HMAC_KEY,
  RATE_LIMIT_KEY_SECRET: 'development-rate-limit-key',
  OPERATOR_SECRET: 'development-operator-secret',
  INVOICE_LINK_SECRET: 'development-invoice-link-key',
  PIN_PEPPER: DEV_PIN_PEPPER,
} as const;

export type SecretName = keyof typeof DEV_SECRETS;

/** The least length of a secret in production (`openssl rand -hex 32` gives 64 characters). */
export const PRODUCTION_SECRET_LENGTH = 32;

/** Each secret that production cannot start with, and why: not set, the development value, or too short. */
export function productionSecretProblems(env: Readonly<Record<string, string | undefined>>): [SecretName, string][] {
  return (Object.keys(DEV_SECRETS) as SecretName[]).flatMap((name): [SecretName, string][] => {
    const value = env[name];
    if (!value) return [[name, 'must be set in production']];
    if (value === DEV_SECRETS[name]) return [[name, 'is the development value; set your own in production']];
    if (value.length < PRODUCTION_SECRET_LENGTH) return [[name, `must be at least ${PRODUCTION_SECRET_LENGTH} characters in production`]];
    return [];
  });
}
