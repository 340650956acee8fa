import { randomInt } from 'node:crypto';
import { CARD_NUMBER_LENGTH, luhnCheckDigit } from '@giftshop/util-validation';

/**
 * A new card number: the store's prefix, random digits from the operating system's CSPRNG, and a Luhn check digit
 * so that a mistyped digit is caught before any lookup. Uniqueness is the caller's (the database's) to enforce.
 */
export function generateCardNumber(prefix: string): string {
  if (!/^\d{1,12}$/.test(prefix)) throw new Error('A card prefix is 1 to 12 digits');
  let body = prefix;
  while (body.length < CARD_NUMBER_LENGTH - 1) body += String(randomInt(10));
  return body + String(luhnCheckDigit(body));
}
