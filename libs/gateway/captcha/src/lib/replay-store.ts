import { inArray, lt } from 'drizzle-orm';
import { captchaSolutions, type Database } from '@giftshop/gateway-db';

const CLEANUP_BATCH = 100;

/** Records a solution's challenge as used until it expires; false when it already was (a replay). */
export async function recordSolution(db: Database, signature: string, expiresAt: Date, now: Date): Promise<boolean> {
  const inserted = await db.insert(captchaSolutions).values({ signature, expiresAt }).onConflictDoNothing().returning({ signature: captchaSolutions.signature });
  if (inserted.length === 0) return false;
  await removeExpired(db, now);
  return true;
}

/** Removes a batch of expired solutions; their challenges are refused as expired, so the rows are no longer needed. */
async function removeExpired(db: Database, now: Date) {
  const expired = db.select({ signature: captchaSolutions.signature }).from(captchaSolutions).where(lt(captchaSolutions.expiresAt, now)).limit(CLEANUP_BATCH);
  await db.delete(captchaSolutions).where(inArray(captchaSolutions.signature, expired));
}
