import type { RequestMeta } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import type { PinCheck } from './pin';

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
 * Limits of the balance check, shared by every gateway process: checks per client (right or wrong), and PIN
 * comparisons per card in two windows, after either of which the card is locked for its `blockSeconds`: a short one
 * for typing mistakes and a day's cap that bounds guessing to 10 PINs a day, 3,650 of a million a year (0.37 %;
 * docs/rate-limits.md). The right PIN clears both.
 */
export const BALANCE_CHECK_LIMITS = {
  client: { name: 'balance-check-client', points: 20, durationSeconds: 10 * 60, blockSeconds: 10 * 60 },
  card: { name: 'balance-check-pin', points: 5, durationSeconds: 15 * 60, blockSeconds: 30 * 60 },
  cardDay: { name: 'balance-check-pin-day', points: 10, durationSeconds: 24 * 60 * 60, blockSeconds: 24 * 60 * 60 },
} as const;

/** What proving a card with its PIN needs, wherever a number and PIN are checked (balance check, extra card, doubler). */
export interface CardPinRuntime {
  /** PIN comparisons per card in the short window; reaching the limit locks the card for a while. */
  cardLimit: AttemptLimit;
  /** PIN comparisons per card in a day; reaching the limit locks the card for a day. */
  cardDayLimit: AttemptLimit;
  /** Compares PINs with the same work whether or not the number has a card. */
  pins: PinCheck;
  /** Milliseconds to hold the answer after `failures` wrong PINs on a card (growing delays). */
  delayAfter(failures: number): number;
}

/** What the balance check needs besides the request: built once per gateway (apps/gateway wires it). */
export interface BalanceCheckRuntime extends CardPinRuntime {
  captcha: CaptchaCheck;
  /** Balance checks per client (address and device), right or wrong. */
  clientLimit: AttemptLimit;
  /** The client's identity (address and device) for `clientLimit`, from the request. */
  clientKey(request: RequestMeta): string;
}
