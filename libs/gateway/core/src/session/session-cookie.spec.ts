import { readSessionToken, serializeSessionCookie, sessionCookieOptions } from './session-cookie';

const token = 'A'.repeat(42) + 'b';

describe('session cookie', () => {
  it('is a plain HttpOnly cookie outside production', () => {
    expect(serializeSessionCookie(token, sessionCookieOptions(false))).toBe(`gs_session=${token}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`);
  });

  it('is a Secure __Host- cookie in production', () => {
    expect(serializeSessionCookie(token, sessionCookieOptions(true))).toBe(`__Host-gs_session=${token}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure`);
  });

  it('reads the token among other cookies', () => {
    expect(readSessionToken(`theme=dark; gs_session=${token}; x=1`, 'gs_session')).toBe(token);
    expect(readSessionToken(`__Host-gs_session=${token}`, '__Host-gs_session')).toBe(token);
  });

  it('ignores missing, foreign and malformed tokens', () => {
    expect(readSessionToken(null, 'gs_session')).toBeNull();
    expect(readSessionToken(`other=${token}`, 'gs_session')).toBeNull();
    expect(readSessionToken('gs_session=short', 'gs_session')).toBeNull();
    expect(readSessionToken(`gs_session=${token.slice(1)}'`, 'gs_session')).toBeNull();
  });
});
