import { object, string } from 'yup';
import type { BalanceCheckMessages } from './balance-check-messages';

import { hasValidCheckDigit, normalizeCardNumber, PIN_LENGTH } from './card-number';

const PIN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

/** A card number in groups of four, as printed on the card: "6301 4801 2345 6789 010". */
export const groupCardNumber = (value: string): string =>
  normalizeCardNumber(value)
    .replace(/(.{4})(?=.)/g, '$1 ')
    .trim();

/**
 * The balance check form's rules: a 19-digit number with a valid check digit (spaces and dashes allowed between
 * the digits; the gateway applies the same rule), a 6-digit PIN and a solved captcha. Whether the prefix is known is
 * the gateway's to say; it answers with the same message.
 */
export function balanceCheckSchema(m: BalanceCheckMessages) {
  return object({
    cardNumber: string()
      .trim()
      .required(m.cardNumberRequired)
      .test('card-number', m.cardNumberInvalid, (value) => !value || hasValidCheckDigit(normalizeCardNumber(value))),
    pin: string()
      .trim()
      .required(m.pinRequired)
      .test('pin', m.pinInvalid, (value) => !value || PIN.test(value)),
    captchaToken: string().required(m.captchaRequired),
  });
}
