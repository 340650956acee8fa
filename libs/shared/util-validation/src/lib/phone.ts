import { object, string } from 'yup';

/** A phone number as the phone input holds it: a calling code such as "+44" and the number typed after it. */
export interface PhoneValue {
  callingCode: string;
  number: string;
}

export interface PhoneMessages {
  required: string;
  invalid: string;
}

/** Digits with optional spaces, parentheses and hyphens. */
export const PHONE_PATTERN = /^[\d\s()-]+$/;

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * Spec §5: the number may hold between 6 and 11 digits minus the calling code's digits, so the whole number
 * stays within 6–11 digits ("+44" leaves 4–9).
 */
export function phoneDigitBounds(callingCode: string): { min: number; max: number } {
  const codeLength = digits(callingCode).length;
  return { min: 6 - codeLength, max: 11 - codeLength };
}

/** The error message for a phone value, or null when it is valid. */
export function phoneError(value: Partial<PhoneValue> | null | undefined, required: boolean, messages: PhoneMessages): string | null {
  const number = value?.number?.trim() ?? '';
  if (!number) return required ? messages.required : null;
  const callingCode = value?.callingCode?.trim() ?? '';
  if (!callingCode || !PHONE_PATTERN.test(number)) return messages.invalid;
  const { min, max } = phoneDigitBounds(callingCode);
  const count = digits(number).length;
  return count >= min && count <= max ? null : messages.invalid;
}

/** Yup schema for a phone field; the error sits on the field itself, not on its parts. */
export function phoneSchema({ required }: { required: boolean }, messages: PhoneMessages) {
  return object({ callingCode: string().default(''), number: string().default('') }).test('phone', function (value) {
    const message = phoneError(value, required, messages);
    return message === null || this.createError({ message });
  });
}
