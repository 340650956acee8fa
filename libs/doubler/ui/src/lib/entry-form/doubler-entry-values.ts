import { normalizeCardNumber } from '@giftshop/util-validation';

export interface DoublerEntryValues {
  name: string;
  email: string;
  /** As shown: digits in groups of four. */
  cardNumber: string;
  /** Proves the card is the entrant's; only ever travels in the mutation. */
  pin: string;
  /** The solved ALTCHA payload; one per entry. */
  captchaToken: string;
}

/** The form's fields in page order: focus goes to the first one in error. */
export const DOUBLER_ENTRY_FIELDS = ['name', 'email', 'cardNumber', 'pin', 'captchaToken'] as const;
export type DoublerEntryField = (typeof DOUBLER_ENTRY_FIELDS)[number];

/** The gateway's refusals by field, with the values they were given for; each shows until its field changes. */
export interface DoublerEntryServerErrors {
  fields: Partial<Record<DoublerEntryField, string>>;
  values: DoublerEntryValues;
}

export const emptyDoublerEntry = (): DoublerEntryValues => ({ name: '', email: '', cardNumber: '', pin: '', captchaToken: '' });

/** What the gateway is asked with: trimmed name and address, the number's digits, the PIN and the captcha. */
export const toDoublerEntryRequest = (values: DoublerEntryValues) => ({
  name: values.name.trim(),
  email: values.email.trim(),
  cardNumber: normalizeCardNumber(values.cardNumber),
  pin: values.pin.trim(),
  captchaToken: values.captchaToken,
});
