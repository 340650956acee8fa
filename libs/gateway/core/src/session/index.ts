export { LOGIN_ABSOLUTE_SECONDS, LOGIN_IDLE_SECONDS, addOrderToSession, attachCartToSession, createSessionHandle, hashSessionToken, lockSession, type Session, type SessionData, type SessionDeps, type SessionHandle } from './session';
export { readSessionToken, serializeSessionCookie, sessionCookieOptions, SESSION_LIFETIME_SECONDS, type SessionCookieOptions } from './session-cookie';
