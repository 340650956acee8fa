import { createHash, createHmac } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimits, type Database } from '@giftshop/gateway-db';

/** How many points a key may spend in a window, and how long it is refused once it spends more. */
export interface LimitPolicy {
  /** Unique among policies: it prefixes the stored keys. */
  name: string;
  points: number;
  durationSeconds: number;
  /** Refuse the key this long after it goes over the limit; without it, until its window ends. */
  blockSeconds?: number;
}

export interface ConsumeResult {
  allowed: boolean;
  /** 0 when allowed; otherwise whole seconds until the key may try again (for a Retry-After). */
  retryAfterSeconds: number;
  remaining: number;
}

export interface PeekResult {
  consumed: number;
  /** Whole seconds until the next consume can be allowed; 0 when it would be now. */
  retryAfterSeconds: number;
}

/** A limit shared by every gateway process on the same database. Keys are stored as sha-256 hashes. */
export interface Limiter {
  /** Spends points; a key over its limit is answered `allowed: false`. A database failure throws. */
  consume(key: string, points?: number): Promise<ConsumeResult>;
  /** Gives points back, never below nothing spent. */
  reward(key: string, points?: number): Promise<void>;
  /** Forgets the key: its window and any block (after a correct PIN, for example). */
  reset(key: string): Promise<void>;
  peek(key: string): Promise<PeekResult>;
}

/**
 * Keys are stored as an HMAC-SHA-256 under the gateway's secret (plain SHA-256 without one): a copy of the table
 * alone does not let anyone recover card numbers or addresses by trying them all.
 */
const keyHasher = (secret: string | undefined) => (key: string) => (secret ? createHmac('sha256', secret) : createHash('sha256')).update(key).digest('hex');
const wholeSeconds = (ms: number) => (ms > 0 ? Math.ceil(ms / 1000) : 0);

function checkPolicy({ name, points, durationSeconds, blockSeconds = 0 }: LimitPolicy) {
  const valid = name.length > 0 && Number.isInteger(points) && points > 0 && durationSeconds > 0 && blockSeconds >= 0;
  if (!valid) throw new Error(`Rate limit policy "${name}" needs a name, whole points above 0 and a duration above 0.`);
}

const CLEANUP_EVERY = 100;
const CLEANUP_BATCH = 100;
const EXPIRED_FOR_MS = 60 * 60 * 1000;

/** Deletes a batch of rows (of any policy) expired for over an hour. */
export async function removeExpired(db: Database, now = new Date()) {
  const expired = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(lt(rateLimits.expire, new Date(now.getTime() - EXPIRED_FOR_MS)))
    .limit(CLEANUP_BATCH);
  await db.delete(rateLimits).where(inArray(rateLimits.key, expired));
}

/**
 * A limiter for one policy on rate-limiter-flexible's drizzle store: every consume is one atomic
 * `insert … on conflict do update` on `rate_limits`, so concurrent consumes from any process count exactly.
 * Rows expired for over an hour are removed by the limiter itself, a batch every CLEANUP_EVERY consumes, instead of
 * the store's timer, which would outlive a closed database.
 */
export function createLimiter(db: Database, policy: LimitPolicy, keySecret?: string): Limiter {
  checkPolicy(policy);
  const hashKey = keyHasher(keySecret);
  const store = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: policy.name,
    points: policy.points,
    duration: policy.durationSeconds,
    blockDuration: policy.blockSeconds ?? 0,
    clearExpiredByTimeout: false,
  });
  const storedKey = (key: string) => store.getKey(hashKey(key));
  let consumes = 0;

  return {
    async consume(key, points = 1) {
      if (++consumes % CLEANUP_EVERY === 0) await removeExpired(db);
      try {
        const res = await store.consume(hashKey(key), points);
        return { allowed: true, retryAfterSeconds: 0, remaining: res.remainingPoints };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        return { allowed: false, retryAfterSeconds: Math.max(1, wholeSeconds(error.msBeforeNext)), remaining: 0 };
      }
    },

    async reward(key, points = 1) {
      // The store's own reward inserts negative points for an unknown key, which would raise its allowance.
      await db
        .update(rateLimits)
        .set({ points: sql`greatest(${rateLimits.points} - ${points}, 0)` })
        .where(and(eq(rateLimits.key, storedKey(key)), or(gt(rateLimits.expire, new Date()), isNull(rateLimits.expire))));
    },

    async reset(key) {
      await store.delete(hashKey(key));
    },

    async peek(key) {
      const res = await store.get(hashKey(key));
      if (!res) return { consumed: 0, retryAfterSeconds: 0 };
      return { consumed: res.consumedPoints, retryAfterSeconds: res.consumedPoints >= policy.points ? wholeSeconds(res.msBeforeNext) : 0 };
    },
  };
}
