import type { RequestMeta } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';

/** The captcha the balance check requires: true once per valid, unexpired solution. */
export interface CaptchaCheck {
  verify(db: Database, token: string | null | undefined): Promise<boolean>;
}

/** A count of attempts per key shared by every gateway process (see @giftshop/gateway-rate-limit). */
export interface AttemptLimit {
  consume(key: string, points?: number): Promise<{ allowed: boolean; retryAfterSeconds: number; remaining: number }>;
  reset(key: string): Promise<void>;
}

/**
 * Limits of the balance check, shared by every gateway process: checks per client (right or wrong), and wrong
 * PINs per card, after which the card is locked for `blockSeconds`.
 */
export const BALANCE_CHECK_LIMITS = {
  client: { name: 'balance-check-client', points: 20, durationSeconds: 10 * 60, blockSeconds: 10 * 60 },
  card: { name: 'balance-check-pin', points: 5, durationSeconds: 15 * 60, blockSeconds: 30 * 60 },
} as const;

/** What the balance check needs besides the request: built once per gateway (apps/gateway wires it). */
export interface BalanceCheckRuntime {
  captcha: CaptchaCheck;
  /** Balance checks per client (address and device), right or wrong. */
  clientLimit: AttemptLimit;
  /** Wrong PINs per card; reaching the limit locks the card for a while. */
  cardLimit: AttemptLimit;
  /** Milliseconds to hold the answer after `failures` wrong PINs on a card (growing delays). */
  delayAfter(failures: number): number;
  /** The client's identity (address and device) for `clientLimit`, from the request. */
  clientKey(request: RequestMeta): string;
}
