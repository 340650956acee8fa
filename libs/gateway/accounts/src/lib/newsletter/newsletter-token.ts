import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '../users.repository';

/** Confirmation tokens are stored as their SHA-256 only. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// A key of its own derived from the link secret, so an unsubscribe signature can never pass as an invoice link.
const keyOf = (secret: string) => createHmac('sha256', secret).update('newsletter-unsubscribe').digest();
const signature = (secret: string, id: number, email: string) =>
  createHmac('sha256', keyOf(secret))
    .update(`${id}:${normalizeEmail(email)}`)
    .digest('base64url');

/** The unsubscribe token of a subscription: `<id>.<signature over id and address>`; it does not expire. */
export const signUnsubscribeToken = (secret: string, id: number, email: string) =>
  `${id}.${signature(secret, id, email)}`;

/** The subscription id a token names, before its signature is checked against the row's address. */
export function unsubscribeTokenId(token: string): number | null {
  const match = /^(\d{1,10})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? Number(match[1]) : null;
}

export function unsubscribeTokenMatches(secret: string, token: string, id: number, email: string): boolean {
  const expected = Buffer.from(signUnsubscribeToken(secret, id, email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
