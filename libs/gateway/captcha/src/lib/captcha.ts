import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { GatewayModule } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import { challengeRoute } from './challenge-route';
import { parsePayload } from './payload';
import { recordSolution } from './replay-store';

/** Signs challenges outside production when CAPTCHA_HMAC_KEY is not set; never use it in production. */
export const DEV_CAPTCHA_HMAC_KEY = 'captcha-hmac-key-for-development-only';
/** Counters a browser tries on average ~75,000 SHA-256 hashes: about a second in a current browser. */
export const DEFAULT_CAPTCHA_MAX_NUMBER = 100_000;
export const DEFAULT_CAPTCHA_EXPIRES_IN_SECONDS = 600;

/** One SHA-256 per counter: the work is the number of counters tried, set by maxNumber. */
const ALGORITHM = 'SHA-256';
const COST = 1;

export interface CaptchaOptions {
  /** Signs the challenges (≥ 16 characters). */
  hmacKey: string;
  /** The counter to find is drawn from [maxNumber / 2, maxNumber], so every challenge costs some work. */
  maxNumber?: number;
  expiresInSeconds?: number;
}

export interface Captcha {
  /** Serves `GET /captcha/challenge`; no schema. */
  module: GatewayModule;
  /** A fresh signed challenge, as the route answers it. */
  challenge(now?: Date): Promise<Challenge>;
  /** True exactly once per valid, unexpired solution; false for anything else, including a replay. */
  verify(db: Database, token: string | null | undefined, now?: Date): Promise<boolean>;
}

/** A self-hosted ALTCHA proof-of-work captcha with a replay store in the database. */
export function createCaptcha(options: CaptchaOptions): Captcha {
  const { hmacKey, maxNumber = DEFAULT_CAPTCHA_MAX_NUMBER, expiresInSeconds = DEFAULT_CAPTCHA_EXPIRES_IN_SECONDS } = options;
  if (hmacKey.length < 16) throw new Error('The captcha HMAC key must be at least 16 characters.');
  if (!Number.isInteger(maxNumber) || maxNumber < 1) throw new Error('The captcha maxNumber must be a positive integer.');

  const challenge = (now = new Date()) =>
    createChallenge({
      algorithm: ALGORITHM,
      cost: COST,
      counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
      deriveKey,
      expiresAt: new Date(now.getTime() + expiresInSeconds * 1000),
      hmacSignatureSecret: hmacKey,
    });

  async function verify(db: Database, token: string | null | undefined, now = new Date()) {
    const payload = parsePayload(token);
    const expiresAt = payload?.challenge.parameters.expiresAt;
    if (!payload?.challenge.signature || typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) return false;
    try {
      const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: hmacKey });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    return recordSolution(db, payload.challenge.signature, new Date(expiresAt * 1000), now);
  }

  return { module: { name: 'captcha', typeDefs: '', resolvers: {}, routes: [challengeRoute(() => challenge())] }, challenge, verify };
}
