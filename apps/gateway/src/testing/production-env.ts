/** A production configuration for tests: each secret long enough and not its development value. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PAYMENT_WEBHOOK_SECRET: 'test-production-payment-webhook-secret-0001',
  CAPTCHA_HMAC_KEY: 'test-production-captcha-hmac-key-000000002',
  RATE_LIMIT_KEY_SECRET: 'test-production-rate-limit-key-secret-0003',
  OPERATOR_SECRET: 'test-production-operator-secret-0000000004',
  INVOICE_LINK_SECRET: 'test-production-invoice-link-secret-000005',
  PIN_PEPPER: 'test-production-pin-pepper-0000000000000006',
} as const;
