// `min` metadata on purpose (docs/validation.md "Phone numbers"): the forms and the gateway share this rule, and the
// storefront ships it to the browser; `min` checks each country's lengths and number ranges, `max` adds per-type
// patterns (mobile, fixed line) that only getType() needs, at about twice the size.
import { parsePhoneNumberFromString, isSupportedCountry, type CountryCode } from 'libphonenumber-js/min';
import { object, string } from 'yup';
import { hasUnsafeCharacters } from './text';

/** A phone number as the phone input holds it: a calling code such as "+44" and the number typed after it. */
export interface PhoneValue {
  callingCode: string;
  number: string;
}

export interface PhoneMessages {
  required: string;
  invalid: string;
}

/** What a typed number may hold: digits, spaces, dots, parentheses and hyphens, and a leading "+". */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * Ofcom's range for mobiles in fiction (07700 900000–900999): never given to a subscriber, so libphonenumber calls
 * it invalid; accepted so test data and demos can use a real-format number that reaches nobody.
 */
const FICTION_MOBILES = /^\+447700900\d{3}$/;

/** A number typed in international form ("+44 7400 123456") or else in the national form of the defaults. */
function e164(number: string, defaults: { callingCode?: string; country?: string }): string | null {
  const text = number.trim();
  if (!text || !PHONE_CHARACTERS.test(text) || hasUnsafeCharacters(text)) return null;
  const callingCode = digits(defaults.callingCode ?? '');
  const country = defaults.country?.toUpperCase() ?? '';
  const parsed = text.startsWith('+')
    ? parsePhoneNumberFromString(text)
    : callingCode
      ? parsePhoneNumberFromString(text, { defaultCallingCode: callingCode })
      : isSupportedCountry(country)
        ? parsePhoneNumberFromString(text, { defaultCountry: country as CountryCode })
        : undefined;
  if (!parsed) return null;
  return parsed.isValid() || FICTION_MOBILES.test(parsed.number) ? parsed.number : null;
}

/**
 * The phone input's value as E.164 ("+447400123456"), or null when it is not a valid number of the calling code's
 * countries. The number may be national ("07400 123456", trunk prefix and spaces allowed) or international.
 */
export const phoneValueE164 = (value: Partial<PhoneValue>): string | null =>
  e164(value.number ?? '', { callingCode: value.callingCode ?? '' });

/**
 * A phone number as the API carries it ("+44 7400 123456", "+44 07400 123456", "+447400123456") as E.164, or
 * null when invalid. Without a leading "+" it is read as a national number of `country` (the address's country).
 */
export function phoneNumberE164(text: string, country?: string | null): string | null {
  const trimmed = text.trim();
  const plus = /^\+\s*(\d+)\s*(.*)$/.exec(trimmed);
  if (!plus) return e164(trimmed, { country: country ?? undefined });
  // "+44 07400 123456": the calling code, then a national number that may keep its trunk prefix.
  const [, code = '', rest = ''] = plus;
  if (rest && /^[(0]/.test(rest)) return e164(rest, { callingCode: code });
  return e164(`+${code}${rest}`, {});
}

/** The error message for a phone value, or null when it is valid. */
export function phoneError(value: Partial<PhoneValue> | null | undefined, required: boolean, messages: PhoneMessages): string | null {
  const number = value?.number?.trim() ?? '';
  if (!number) return required ? messages.required : null;
  return phoneValueE164(value ?? {}) ? null : messages.invalid;
}

/** Yup schema for a phone field; the error sits on the field itself, not on its parts. */
export function phoneSchema({ required }: { required: boolean }, messages: PhoneMessages) {
  return object({ callingCode: string().default(''), number: string().default('') }).test('phone', function (value) {
    const message = phoneError(value, required, messages);
    return message === null || this.createError({ message });
  });
}
