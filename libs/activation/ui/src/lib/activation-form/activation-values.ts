import { normalizeCardNumber, parseWholeUnits } from '@giftshop/util-validation';

export interface ActivationValues {
  /** As shown: digits in groups of four. */
  cardNumber: string;
  /** Whole currency units as typed, e.g. "50". */
  amount: string;
  email: string;
}

/** The form's fields in page order: focus goes to the first one in error. */
export const ACTIVATION_FIELDS = ['cardNumber', 'amount', 'email'] as const;
export type ActivationField = (typeof ACTIVATION_FIELDS)[number];

/** The gateway's refusals by field, with the values they were given for; each shows until its field changes. */
export interface ActivationServerErrors {
  fields: Partial<Record<ActivationField, string>>;
  values: ActivationValues;
}

export const emptyActivation = (): ActivationValues => ({ cardNumber: '', amount: '', email: '' });

/** The amount in minor units for the rules and the gateway; NaN when it is not a whole number. */
export const amountOf = (typed: string): number => parseWholeUnits(typed) ?? Number.NaN;

export const toActivationRequest = (values: ActivationValues) => ({
  cardNumber: normalizeCardNumber(values.cardNumber),
  amount: amountOf(values.amount),
  email: values.email.trim(),
});
