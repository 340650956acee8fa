import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { sessions, type Database } from '@giftshop/gateway-db';
import { readSessionToken, serializeSessionCookie, type SessionCookieOptions } from './session-cookie';

/** What the gateway keeps in a session's `data`. */
export interface SessionData {
  /** Every order this session created as its cart, so a placed order can still be retried by it. */
  orderIds?: string[];
}

/** A server-side session row (table `sessions`). The cookie holds a random token; `idHash` is its SHA-256. */
export interface Session {
  idHash: string;
  storeId: number;
  /** The logged-in customer, once logins exist. */
  userId: string | null;
  /** The guest's cart: an `orders` row with status CART. */
  cartOrderId: string | null;
  data: SessionData;
  createdAt: Date;
  expiresAt: Date;
}

/** The session of one request. Both methods are memoised for the request. */
export interface SessionHandle {
  /** The session of the request's cookie; null when there is no cookie, or its session is unknown or expired. */
  get(): Promise<Session | null>;
  /** The request's session, created with a new random token (cookie set on the response) when `get()` has none. */
  ensure(storeId: number): Promise<Session>;
}

export interface SessionDeps {
  db: Database;
  cookieHeader: string | null;
  cookie: SessionCookieOptions;
  /** Adds a Set-Cookie value to the response. */
  setCookie(value: string): void;
  now?: () => Date;
}

/** Expiry slides at most once a day, so reading a session is not a write on every request. */
const SLIDE_AFTER_MS = 24 * 60 * 60 * 1000;
/** Expired rows removed whenever a session is created. */
const CLEANUP_BATCH = 100;

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionHandle({ db, cookieHeader, cookie, setCookie, now = () => new Date() }: SessionDeps): SessionHandle {
  const token = readSessionToken(cookieHeader, cookie.name);
  const lifetimeMs = cookie.maxAgeSeconds * 1000;
  let current: Promise<Session | null> | undefined;
  let ensured: Promise<Session> | undefined;

  async function load(): Promise<Session | null> {
    if (!token) return null;
    const at = now();
    const [row] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.idHash, hashSessionToken(token)), gt(sessions.expiresAt, at)));
    if (!row) return null;
    const session = row as Session;
    if (session.expiresAt.getTime() - at.getTime() < lifetimeMs - SLIDE_AFTER_MS) {
      session.expiresAt = new Date(at.getTime() + lifetimeMs);
      await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.idHash, session.idHash));
      setCookie(serializeSessionCookie(token, cookie));
    }
    return session;
  }

  async function create(storeId: number): Promise<Session> {
    const existing = await get();
    if (existing) return existing;
    const at = now();
    const fresh = randomBytes(32).toString('base64url');
    const [row] = await db
      .insert(sessions)
      .values({ idHash: hashSessionToken(fresh), storeId, data: {}, expiresAt: new Date(at.getTime() + lifetimeMs) })
      .returning();
    setCookie(serializeSessionCookie(fresh, cookie));
    await removeExpired(db, at);
    current = Promise.resolve(row as Session);
    return row as Session;
  }

  const get = () => (current ??= load());
  return { get, ensure: (storeId) => (ensured ??= create(storeId)) };
}

/** Removes a batch of expired sessions; a lazy clean-up, so no scheduler is needed. */
async function removeExpired(db: Database, at: Date) {
  const expired = db.select({ idHash: sessions.idHash }).from(sessions).where(lt(sessions.expiresAt, at)).limit(CLEANUP_BATCH);
  await db.delete(sessions).where(inArray(sessions.idHash, expired));
}

/** Records an order the session created as its cart, inside the caller's transaction. */
export async function attachCartToSession(tx: Database, idHash: string, orderId: string) {
  await tx
    .update(sessions)
    .set({
      cartOrderId: orderId,
      data: sql`jsonb_set(${sessions.data}, '{orderIds}', coalesce(${sessions.data}->'orderIds', '[]'::jsonb) || to_jsonb(${orderId}::text))`,
    })
    .where(eq(sessions.idHash, idHash));
}

/** The session row locked for the rest of the caller's transaction, so concurrent cart writes of a browser queue up. */
export async function lockSession(tx: Database, idHash: string): Promise<Session | null> {
  const [row] = await tx.select().from(sessions).where(eq(sessions.idHash, idHash)).for('update');
  return (row as Session | undefined) ?? null;
}
