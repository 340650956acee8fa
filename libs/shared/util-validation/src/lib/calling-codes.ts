import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { phoneValueE164, type PhoneValue } from './phone';

/**
 * Two-digit country calling codes (ITU-T E.164). Codes form a prefix-free set: zone 1 and 7 use one digit, these
 * use two, every other code three, so a number written as "+441234567890" splits without a separator.
 */
const twoDigitCodes = new Set([
  '20', '27', '30', '31', '32', '33', '34', '36', '39', '40', '41', '43', '44', '45', '46', '47', '48', '49', '51', '52',
  '53', '54', '55', '56', '57', '58', '60', '61', '62', '63', '64', '65', '66', '81', '82', '84', '86', '90', '91', '92',
  '93', '94', '95', '98',
]);

function callingCodeLength(digits: string): number {
  if (digits.startsWith('1') || digits.startsWith('7')) return 1;
  return twoDigitCodes.has(digits.slice(0, 2)) ? 2 : 3;
}

/**
 * Splits a phone number as the API carries it ("+44 7700 900123", "+447700900123") into the calling code and the
 * rest; null when it does not start with "+" and a digit.
 */
export function splitPhoneNumber(text: string): PhoneValue | null {
  const trimmed = text.trim();
  if (!/^\+\s*\d/.test(trimmed)) return null;
  const afterPlus = trimmed.slice(1).trimStart();
  const leadingDigits = afterPlus.replace(/\D/g, '');
  const length = callingCodeLength(leadingDigits);
  // Walk the original text until the calling code's digits are consumed, so the rest keeps its spacing.
  let seen = 0;
  let index = 0;
  while (index < afterPlus.length && seen < length) {
    if (/\d/.test(afterPlus[index] ?? '')) seen += 1;
    index += 1;
  }
  return { callingCode: `+${leadingDigits.slice(0, length)}`, number: afterPlus.slice(index).trim() };
}

/**
 * Joins a phone input's value into the API's form: E.164 ("+447400123456") when it is a valid number, else the
 * calling code and the number as typed (which the gateway refuses on the field); empty when no number was typed.
 */
export function joinPhoneNumber(value: PhoneValue): string {
  const number = value.number.trim();
  if (!number) return '';
  return phoneValueE164(value) ?? `${value.callingCode.trim()} ${number}`;
}

/**
 * A stored number ("+447400123456") as the phone input shows it: the calling code and the national form
 * ("07400 123456"); a number the rule does not know is split as it is written. Null when it has no calling code.
 */
export function phoneInputValue(text: string): PhoneValue | null {
  const parsed = parsePhoneNumberFromString(text.trim());
  if (parsed?.isValid()) return { callingCode: `+${parsed.countryCallingCode}`, number: parsed.formatNational() };
  return splitPhoneNumber(text);
}
