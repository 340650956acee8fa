/** How the session cookie is written: `__Host-` and Secure in production, plain over http in development and tests. */
export interface SessionCookieOptions {
  name: string;
  secure: boolean;
  /** Lifetime in seconds; the cookie and the session row expire together. */
  maxAgeSeconds: number;
}

/** Guest sessions last 30 days after the last visit (sliding). */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

export function sessionCookieOptions(production: boolean): SessionCookieOptions {
  return production
    ? { name: '__Host-gs_session', secure: true, maxAgeSeconds: SESSION_LIFETIME_SECONDS }
    : { name: 'gs_session', secure: false, maxAgeSeconds: SESSION_LIFETIME_SECONDS };
}

/** A session token: 32 random bytes, base64url without padding. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The session token in a Cookie header, or null when there is none or it is malformed. */
export function readSessionToken(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    if (TOKEN.test(value)) return value;
  }
  return null;
}

export function serializeSessionCookie(token: string, options: SessionCookieOptions): string {
  const flags = [`Path=/`, `Max-Age=${options.maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax', ...(options.secure ? ['Secure'] : [])];
  return `${options.name}=${token}; ${flags.join('; ')}`;
}
