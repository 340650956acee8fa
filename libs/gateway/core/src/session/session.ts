import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import { namedRows, rowFromJson, sessions, type Database, type NamedStatement } from '@giftshop/gateway-db';
import { readSessionToken, serializeSessionCookie, type SessionCookieOptions } from './session-cookie';

/** What the gateway keeps in a session's `data`. */
export interface SessionData {
  /** Every order this session created as its cart, so a placed order can still be retried by it. */
  orderIds?: string[];
  /** While a customer is logged in: when the session was last used (ms since the epoch), written at most once a minute. */
  seenAt?: number;
}

/** A server-side session row (table `sessions`). The cookie holds a random token; `idHash` is its SHA-256. */
export interface Session {
  idHash: string;
  storeId: number;
  /** The logged-in customer; the row is created at login, so `createdAt` is the login time. */
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
  /**
   * The request's session, created with a new random token (cookie set on the response) when `get()` has none. With
   * `insertedByCaller`, a session created here is not written: the caller's next statement inserts it (as the first
   * cart's statement does), and if that statement does not run, the cookie names no session and the next request
   * gets a new one.
   */
  ensure(storeId: number, options?: { insertedByCaller?: boolean }): Promise<Session>;
  /** Whether `ensure` created the session in this request: no other request can know its token yet. */
  isNew(): boolean;
  /**
   * For a statement that reads the session beside its own rows (`sessionRowSql`): the cookie's token hash and the
   * moment to read it at, or null when the request has no cookie or its session is already read.
   */
  lookup(): { idHash: string; at: Date } | null;
  /** The session as such a statement read it at `lookup().at` (null: unknown or expired), kept as `get()` keeps it. */
  adopt(row: Record<string, unknown> | null, at: Date): Promise<Session | null>;
  /**
   * Logs a customer in: a new session under a new random token (so a token planted before the login is worthless)
   * takes over the cart of the current one, whose row is deleted.
   */
  logIn(storeId: number, userId: string): Promise<Session>;
  /** Deletes the request's session row and expires its cookie. */
  destroy(): Promise<void>;
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
/** A login ends after this long without a request (idle timeout)… */
export const LOGIN_IDLE_SECONDS = 30 * 60;
/** …and this long after it started, however active (absolute timeout). */
export const LOGIN_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** A logged-in session records its last use at most this often. */
const SEEN_EVERY_MS = 60 * 1000;
/** Expired rows are removed when a session is created, at most this often per process and this many at a time. */
const CLEANUP_EVERY_MS = 5_000;
const CLEANUP_BATCH = 2_000;
const lastCleanup = new WeakMap<Database, number>();

const LOAD_SESSION: NamedStatement = {
  name: 'session_load',
  text: 'select to_jsonb(s) as session from sessions s where id_hash = $1 and expires_at > $2',
};

/** The session row as JSON, for a statement that reads it beside its own rows: `$idHash` and `$at` from `lookup()`. */
export const sessionRowSql = (idHash: string, at: string) => `(select to_jsonb(s) from sessions s where s.id_hash = ${idHash} and s.expires_at > ${at})`;

const INSERT_SESSION: NamedStatement = {
  name: 'session_insert',
  text: `insert into sessions (id_hash, store_id, data, created_at, expires_at) values ($1, $2, '{}', $3, $4)`,
};

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionHandle({ db, cookieHeader, cookie, setCookie, now = () => new Date() }: SessionDeps): SessionHandle {
  const token = readSessionToken(cookieHeader, cookie.name);
  const lifetimeMs = cookie.maxAgeSeconds * 1000;
  let current: Promise<Session | null> | undefined;
  let ensured: Promise<Session> | undefined;
  let created = false;

  async function load(): Promise<Session | null> {
    if (!token) return null;
    const at = now();
    const [row] = await namedRows<{ session: Record<string, unknown> }>(db, LOAD_SESSION, [hashSessionToken(token), at]);
    return fromRow(row?.session ?? null, at);
  }

  /** A session row read at `at`: a login past its timeouts ends, and the expiry slides at most once a day. */
  async function fromRow(row: Record<string, unknown> | null, at: Date): Promise<Session | null> {
    if (!row || !token) return null;
    const session = rowFromJson(sessions, row) as Session;
    if (session.userId) await checkLogin(session, at);
    if (session.expiresAt.getTime() - at.getTime() < lifetimeMs - SLIDE_AFTER_MS) {
      session.expiresAt = new Date(at.getTime() + lifetimeMs);
      await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.idHash, session.idHash));
      setCookie(serializeSessionCookie(token, cookie));
    }
    return session;
  }

  async function create(storeId: number, insertedByCaller: boolean): Promise<Session> {
    const existing = await get();
    if (existing) return existing;
    const at = now();
    const fresh = randomBytes(32).toString('base64url');
    const row: Session = { idHash: hashSessionToken(fresh), storeId, userId: null, cartOrderId: null, data: {}, createdAt: at, expiresAt: new Date(at.getTime() + lifetimeMs) };
    if (!insertedByCaller) await namedRows(db, INSERT_SESSION, [row.idHash, storeId, at, row.expiresAt]);
    setCookie(serializeSessionCookie(fresh, cookie));
    created = true;
    if (at.getTime() - (lastCleanup.get(db) ?? 0) >= CLEANUP_EVERY_MS) {
      lastCleanup.set(db, at.getTime());
      await removeExpiredSessions(db, at);
    }
    current = Promise.resolve(row);
    return row;
  }

  /**
   * A login past its idle or absolute timeout ends, and the session goes on as a guest's with its cart; the same
   * token is kept, as it grants less than before.
   */
  async function checkLogin(session: Session, at: Date) {
    const seenAt = session.data.seenAt ?? session.createdAt.getTime();
    const idle = at.getTime() - seenAt > LOGIN_IDLE_SECONDS * 1000;
    const tooOld = at.getTime() - session.createdAt.getTime() > LOGIN_ABSOLUTE_SECONDS * 1000;
    if (idle || tooOld) {
      session.userId = null;
      delete session.data.seenAt;
      await db.update(sessions).set({ userId: null, data: sql`${sessions.data} - 'seenAt'` }).where(eq(sessions.idHash, session.idHash));
    } else if (at.getTime() - seenAt > SEEN_EVERY_MS) {
      session.data.seenAt = at.getTime();
      await db
        .update(sessions)
        .set({ data: sql`jsonb_set(${sessions.data}, '{seenAt}', to_jsonb(${at.getTime()}::bigint))` })
        .where(eq(sessions.idHash, session.idHash));
    }
  }

  async function logIn(storeId: number, userId: string): Promise<Session> {
    const previous = await get();
    const keep = previous?.storeId === storeId ? previous : null;
    const at = now();
    const fresh = randomBytes(32).toString('base64url');
    const row = await db.transaction(async (tx) => {
      if (previous) await tx.delete(sessions).where(eq(sessions.idHash, previous.idHash));
      const [inserted] = await tx
        .insert(sessions)
        .values({
          idHash: hashSessionToken(fresh),
          storeId,
          userId,
          cartOrderId: keep?.cartOrderId ?? null,
          data: { orderIds: keep?.data.orderIds ?? [], seenAt: at.getTime() },
          createdAt: at,
          expiresAt: new Date(at.getTime() + lifetimeMs),
        })
        .returning();
      return inserted as Session;
    });
    setCookie(serializeSessionCookie(fresh, cookie));
    current = Promise.resolve(row);
    ensured = current as Promise<Session>;
    return row;
  }

  async function destroy() {
    const session = await get();
    if (session) await db.delete(sessions).where(eq(sessions.idHash, session.idHash));
    if (token) setCookie(serializeSessionCookie('', { ...cookie, maxAgeSeconds: 0 }));
    current = Promise.resolve(null);
    ensured = undefined;
  }

  const get = () => (current ??= load());
  return {
    get,
    ensure: (storeId, options) => (ensured ??= create(storeId, options?.insertedByCaller ?? false)),
    isNew: () => created,
    lookup: () => (token && !current ? { idHash: hashSessionToken(token), at: now() } : null),
    adopt: (row, at) => (current ??= fromRow(row, at)),
    logIn,
    destroy,
  };
}

/**
 * Removes a batch of expired sessions. Creating a session calls it at most once every CLEANUP_EVERY_MS per database
 * handle (a lazy clean-up, so no scheduler is needed, and most new sessions do not pay for it): 400 rows a second,
 * more than one process creates.
 */
export async function removeExpiredSessions(db: Database, at: Date) {
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

/** Records an order the session placed without it being its cart (a redeem order), so the browser may cancel it. */
export async function addOrderToSession(tx: Database, idHash: string, orderId: string) {
  await tx
    .update(sessions)
    .set({ data: sql`jsonb_set(${sessions.data}, '{orderIds}', coalesce(${sessions.data}->'orderIds', '[]'::jsonb) || to_jsonb(${orderId}::text))` })
    .where(eq(sessions.idHash, idHash));
}

/** The session row locked for the rest of the caller's transaction, so concurrent cart writes of a browser queue up. */
export async function lockSession(tx: Database, idHash: string): Promise<Session | null> {
  const [row] = await tx.select().from(sessions).where(eq(sessions.idHash, idHash)).for('update');
  return (row as Session | undefined) ?? null;
}
