import { randomInt } from 'node:crypto';

export const CARD_NUMBER_LENGTH = 19;

/** The Luhn (mod 10) check digit for a string of digits. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** 19 digits whose last digit is the Luhn check digit of the others. */
export const hasValidCheckDigit = (number: string) =>
  new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`).test(number) && luhnCheckDigit(number.slice(0, -1)) === Number(number.slice(-1));

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
