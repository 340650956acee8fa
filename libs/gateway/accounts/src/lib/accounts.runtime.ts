import type { RequestMeta, StoreInfo } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import type { InvoiceBrandData } from './invoices/order-invoice';
import type { PasswordCheck } from './password';

/** The ALTCHA captcha: true once per valid, unexpired solution. */
export interface CaptchaCheck {
  verify(db: Database, token: string | null | undefined): Promise<boolean>;
}

/** A count of attempts per key shared by every gateway process (see @giftshop/gateway-rate-limit). */
export interface AttemptLimit {
  consume(key: string, points?: number): Promise<{ allowed: boolean; retryAfterSeconds: number; remaining: number }>;
  reset(key: string): Promise<void>;
}

/**
 * Limits of the account operations. `lookupClient` is one budget per client for every answer that tells whether
 * an e-mail has an account (identify, login, register), so no operation is a cheaper oracle than another;
 * the per-account limits are keyed by the e-mail as typed (lower-cased), whether or not it has an account.
 */
export const ACCOUNT_LIMITS = {
  lookupClient: { name: 'account-lookup-client', points: 30, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  identifyAccount: { name: 'account-identify-email', points: 10, durationSeconds: 15 * 60 },
  loginAccount: { name: 'account-login-email', points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  forgotClient: { name: 'account-forgot-client', points: 5, durationSeconds: 60 * 60 },
  forgotAccount: { name: 'account-forgot-email', points: 3, durationSeconds: 60 * 60 },
  newsletterClient: { name: 'newsletter-client', points: 10, durationSeconds: 60 * 60 },
  newsletterEmail: { name: 'newsletter-email', points: 3, durationSeconds: 24 * 60 * 60 },
} as const;

export type AccountLimitName = keyof typeof ACCOUNT_LIMITS;

/** What the accounts module needs besides the request: built once per gateway (apps/gateway wires it). */
export interface AccountsRuntime {
  captcha: CaptchaCheck;
  /** Compares a login's password with the same work whether or not the address has an account. */
  passwords: PasswordCheck;
  limits: Record<AccountLimitName, AttemptLimit>;
  /** The client's identity (address) for the per-client limits, from the request. */
  clientKey(request: RequestMeta): string;
  /**
   * Signs invoice download links and (with a key derived from it) newsletter unsubscribe links; one value for every
   * process. `production` picks the session cookie's name. `sellerOf` gives a store's legal entity and bank account
   * (brand data), printed on the invoice like on the one e-mailed with an invoice order.
   */
  invoices: {
    secret: string;
    production: boolean;
    sellerOf?: (store: StoreInfo) => InvoiceBrandData;
  };
}
