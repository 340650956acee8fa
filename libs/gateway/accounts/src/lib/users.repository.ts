import { and, eq, isNull, sql } from 'drizzle-orm';
import { profiles, users, type Database } from '@giftshop/gateway-db';

export interface UserRow {
  id: string;
  storeId: number;
  email: string;
  passwordHash: string;
  newsletterConsent: boolean;
}

const columns = { id: users.id, storeId: users.storeId, email: users.email, passwordHash: users.passwordHash, newsletterConsent: users.newsletterConsent };

/** E-mail addresses are compared case-insensitively, as the unique index on users does. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Database, storeId: number, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.storeId, storeId), sql`lower(${users.email}) = ${normalizeEmail(email)}`, isNull(users.deletedAt)));
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select(columns).from(users).where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ?? null;
}

export interface NewUser {
  storeId: number;
  email: string;
  passwordHash: string;
  newsletterConsent: boolean;
  firstName: string;
  lastName: string;
}

/** Inserts the user and its main profile; null when the e-mail already has an account (unique index). */
export async function insertUser(db: Database, user: NewUser): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ storeId: user.storeId, email: user.email.trim(), passwordHash: user.passwordHash, newsletterConsent: user.newsletterConsent })
      .onConflictDoNothing()
      .returning(columns);
    if (!row) return null;
    await tx.insert(profiles).values({ userId: row.id, isMain: true, firstName: user.firstName, lastName: user.lastName, email: row.email });
    return row;
  });
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function mainProfile(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.isMain, true)))
    .limit(1);
  return row ?? null;
}
