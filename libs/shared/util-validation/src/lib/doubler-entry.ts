import { format } from '@giftshop/util-i18n/core';
import { object, string, ValidationError } from 'yup';
import { hasValidCheckDigit, normalizeCardNumber, PIN_LENGTH } from './card-number';
import type { DoublerEntryMessages } from './doubler-entry-messages';
import type { FieldError } from './checkout';
import { emailAddress } from './email';

/** The winner is addressed by this name in the e-mail; a full name fits comfortably. */
export const DOUBLER_NAME_MAX_LENGTH = 100;

const PIN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

export interface DoublerEntry {
  name: string;
  email: string;
  cardNumber: string;
  pin: string;
  captchaToken: string;
}

/**
 * The doubler entry's rules (spec §5 "Doubler entry: name, e-mail, card number"): a name, an e-mail address, a
 * 19-digit card number with a valid check digit (spaces and dashes allowed between the digits), and, to prove the
 * card is the entrant's and that a person enters, its 6-digit PIN and a solved captcha. Whether the card can take
 * part is the gateway's to say; it answers an unknown or unusable card, and a wrong PIN, with the same message.
 */
export function doublerEntrySchema(m: DoublerEntryMessages) {
  return object({
    name: string().trim().required(m.nameRequired).max(DOUBLER_NAME_MAX_LENGTH, format(m.nameTooLong, { max: DOUBLER_NAME_MAX_LENGTH })),
    email: string().trim().required(m.emailRequired).test(emailAddress(m.emailInvalid)),
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

/** Every broken rule of an entry, one per field, for the gateway to answer on its fields. */
export function doublerEntryErrors(entry: DoublerEntry, m: DoublerEntryMessages): FieldError[] {
  try {
    doublerEntrySchema(m).validateSync(entry, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const seen = new Set<string>();
    return error.inner.flatMap((inner) => {
      const path = inner.path ?? '';
      if (seen.has(path)) return [];
      seen.add(path);
      return [{ path, message: inner.message }];
    });
  }
}
