import { createHmac, timingSafeEqual } from 'node:crypto';

/** Keeps the thank-you references apart from every other use of the operator secret. */
const PURPOSE = 'doubler-thank-you';
const MAC_LENGTH = 32;
const REFERENCE = new RegExp(`^(\\d{1,12})\\.([A-Za-z0-9_-]{${MAC_LENGTH}})$`);

const mac = (secret: string, storeId: number, entryId: number, product: string) => {
  const key = createHmac('sha256', secret).update(PURPOSE).digest();
  return createHmac('sha256', key).update(`${storeId}:${entryId}:${product}`).digest('base64url').slice(0, MAC_LENGTH);
};

/**
 * The reference a thank-you page is legitimate with: the entry's id signed together with the store and the product
 * word of the path, so it cannot be guessed, moved to another product or store, or made up.
 */
export const thankYouReference = (secret: string, storeId: number, entryId: number, product: string) => `${entryId}.${mac(secret, storeId, entryId, product)}`;

/**
 * Whether a thank-you page's reference is one `enterDoubler` gave. Only the signature is checked, never the database:
 * the answer tells a guesser nothing about which entries exist.
 */
export function isThankYouReference(secret: string, storeId: number, product: string, reference: string): boolean {
  const match = REFERENCE.exec(reference);
  if (!match) return false;
  const expected = Buffer.from(thankYouReference(secret, storeId, Number(match[1]), product));
  const given = Buffer.from(reference);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
