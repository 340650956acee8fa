import { cardNumberInput } from '@giftshop/shared-ui';
import { normalizeCardNumber } from '@giftshop/util-validation';

export interface BalanceCheckValues {
  /** As shown: digits in groups of four. */
  cardNumber: string;
  pin: string;
  captchaToken: string;
}

/** The form's fields in page order: focus goes to the first one in error. */
export const BALANCE_CHECK_FIELDS = ['cardNumber', 'pin', 'captchaToken'] as const;
export type BalanceCheckField = (typeof BALANCE_CHECK_FIELDS)[number];

/** The gateway's refusals by field, with the values they were given for; each shows until its field changes. */
export interface BalanceCheckServerErrors {
  fields: Partial<Record<BalanceCheckField, string>>;
  values: BalanceCheckValues;
}

export const emptyBalanceCheck = (cardNumber = ''): BalanceCheckValues => ({ cardNumber: cardNumberInput(cardNumber), pin: '', captchaToken: '' });

/** The digits the gateway is asked with. */
export const toBalanceCheckRequest = (values: BalanceCheckValues) => ({
  cardNumber: normalizeCardNumber(values.cardNumber),
  pin: values.pin.trim(),
  captchaToken: values.captchaToken,
});
