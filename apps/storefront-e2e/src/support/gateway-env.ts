/**
 * Production refuses the development secrets, takes no payments and seeds nothing unless told: the journeys' gateway
 * gets its own secrets, seeds its fresh database and pays through the sandbox (so every page shows the test-mode
 * notice). Commands a journey runs against it (npm run doubler:draw) sign with the same OPERATOR_SECRET.
 */
export const gatewayProductionEnv = {
  PAYMENT_WEBHOOK_SECRET: 'e2e-payment-webhook-secret-not-for-production',
  CAPTCHA_HMAC_KEY: 'e2e-captcha-hmac-key-not-for-production',
  RATE_LIMIT_KEY_SECRET: 'e2e-rate-limit-key-secret-not-for-production',
  OPERATOR_SECRET: 'e2e-operator-secret-not-for-production',
  INVOICE_LINK_SECRET: 'e2e-invoice-link-secret-not-for-production',
  PIN_PEPPER: 'e2e-pin-pepper-not-for-production',
  SEED: 'true',
  PAYMENT_PROVIDER: 'sandbox',
};
