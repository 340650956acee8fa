/** Card numbers have 19 digits, PINs 6 (spec §5, §9). */
export const CARD_NUMBER_LENGTH = 19;
export const PIN_LENGTH = 6;

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

const CARD_NUMBER = new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`);

/** 19 digits whose last digit is the Luhn check digit of the others: a mistyped digit fails before any lookup. */
export const hasValidCheckDigit = (number: string) => CARD_NUMBER.test(number) && luhnCheckDigit(number.slice(0, -1)) === Number(number.slice(-1));

/** The digits of a card number as people type it: spaces and dashes between the groups are dropped. */
export const normalizeCardNumber = (value: string): string => value.replace(/[\s-]/g, '');
