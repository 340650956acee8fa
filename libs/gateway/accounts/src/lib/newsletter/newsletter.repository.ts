import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { newsletterSubscriptions, users, type Database } from '@giftshop/gateway-db';
import { normalizeEmail } from '../users.repository';

export interface SubscriptionRow {
  id: number;
  email: string;
  languageCode: string;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

const columns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  languageCode: newsletterSubscriptions.languageCode,
  confirmedAt: newsletterSubscriptions.confirmedAt,
  unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
};
const sameEmail = (email: string) => sql`lower(${newsletterSubscriptions.email}) = ${normalizeEmail(email)}`;

export async function findSubscription(db: Database, storeId: number, email: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select(columns)
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.storeId, storeId), sameEmail(email)));
  return row ?? null;
}

export async function findSubscriptionById(db: Database, storeId: number, id: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select(columns)
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.storeId, storeId), eq(newsletterSubscriptions.id, id)));
  return row ?? null;
}

export interface PendingSubscription {
  storeId: number;
  email: string;
  languageCode: string;
  source: string;
  tokenHash: string;
  expiresAt: Date;
  now: Date;
}

/** A new pending row, or the address's row made pending again with a fresh token (earlier links stop working). */
export async function savePending(db: Database, row: PendingSubscription): Promise<number> {
  const pending = {
    languageCode: row.languageCode,
    source: row.source,
    confirmTokenHash: row.tokenHash,
    confirmTokenExpiresAt: row.expiresAt,
    confirmedAt: null,
    unsubscribedAt: null,
  };
  const [inserted] = await db
    .insert(newsletterSubscriptions)
    .values({
      storeId: row.storeId,
      email: row.email.trim(),
      consentAt: row.now,
      ...pending,
    })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  if (inserted) return inserted.id;
  const [updated] = await db
    .update(newsletterSubscriptions)
    .set({ ...pending, consentAt: row.now })
    .where(and(eq(newsletterSubscriptions.storeId, row.storeId), sameEmail(row.email)))
    .returning({ id: newsletterSubscriptions.id });
  return updated.id;
}

/** Spends a confirmation token in the statement that checks it (unused, unexpired): two requests cannot both use it. */
export async function confirmByToken(
  db: Database,
  storeId: number,
  tokenHash: string,
  now: Date,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      confirmedAt: now,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
    })
    .where(
      and(
        eq(newsletterSubscriptions.storeId, storeId),
        eq(newsletterSubscriptions.confirmTokenHash, tokenHash),
        gt(newsletterSubscriptions.confirmTokenExpiresAt, now),
      ),
    )
    .returning(columns);
  return row ?? null;
}

export async function markUnsubscribed(db: Database, storeId: number, id: number, now: Date) {
  await db
    .update(newsletterSubscriptions)
    .set({
      unsubscribedAt: now,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
    })
    .where(
      and(
        eq(newsletterSubscriptions.storeId, storeId),
        eq(newsletterSubscriptions.id, id),
        isNull(newsletterSubscriptions.unsubscribedAt),
      ),
    );
}

/** Unsubscribes the address's row, if any (the account's newsletter switch turned off). */
export async function unsubscribeEmail(db: Database, storeId: number, email: string, now: Date) {
  await db
    .update(newsletterSubscriptions)
    .set({
      unsubscribedAt: now,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
    })
    .where(
      and(
        eq(newsletterSubscriptions.storeId, storeId),
        sameEmail(email),
        isNull(newsletterSubscriptions.unsubscribedAt),
      ),
    );
}

/** The account of the same address follows the list: its newsletter consent is what the address last chose. */
export async function setAccountConsent(db: Database, storeId: number, email: string, consent: boolean) {
  await db
    .update(users)
    .set({ newsletterConsent: consent })
    .where(
      and(eq(users.storeId, storeId), sql`lower(${users.email}) = ${normalizeEmail(email)}`, isNull(users.deletedAt)),
    );
}
