import { object, string } from 'yup';
import type { BalanceCheckMessages } from './balance-check-messages';

/** Card numbers have 19 digits, PINs 6 (spec §5, §9). */
export const CARD_NUMBER_LENGTH = 19;
export const PIN_LENGTH = 6;

const CARD_NUMBER = new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`);
const PIN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

/** The digits of a card number as people type it: spaces and dashes between the groups are dropped. */
export const normalizeCardNumber = (value: string): string => value.replace(/[\s-]/g, '');

/** A card number in groups of four, as printed on the card: "6301 4801 2345 6789 012". */
export const groupCardNumber = (value: string): string =>
  normalizeCardNumber(value)
    .replace(/(.{4})(?=.)/g, '$1 ')
    .trim();

/**
 * The balance check form's rules: a 19-digit number (spaces and dashes allowed between the digits) and a 6-digit
 * PIN, and a solved captcha. Whether the prefix is known is the gateway's to say; it answers with the same message.
 */
export function balanceCheckSchema(m: BalanceCheckMessages) {
  return object({
    cardNumber: string()
      .trim()
      .required(m.cardNumberRequired)
      .test('card-number', m.cardNumberInvalid, (value) => !value || CARD_NUMBER.test(normalizeCardNumber(value))),
    pin: string()
      .trim()
      .required(m.pinRequired)
      .test('pin', m.pinInvalid, (value) => !value || PIN.test(value)),
    captchaToken: string().required(m.captchaRequired),
  });
}
