import { object, string } from 'yup';
import { activationAmountMessages, type ActivationMessages } from './activation-messages';
import { amountSchema } from './amount';
import { hasValidCheckDigit, normalizeCardNumber } from './card-number';
import { emailAddress, isEmailAddress } from './email';

/** The e-mail rule of the activation: required and well formed (the same test as checkout's). */
export const activationEmailSchema = (m: ActivationMessages) => string().trim().required(m.emailRequired).test(emailAddress(m.emailInvalid));

/** True when the confirmation e-mail address passes the activation's rule. */
export const isActivationEmail = (email: string) => isEmailAddress(email);

/**
 * The activation form's rules (spec §2.1 /activate/): a 19-digit card number with a valid check digit (spaces and
 * dashes allowed between the digits), a value in whole currency units within the Choice card's range, and the
 * confirmation e-mail. Whether the card and its prefix can be activated is the gateway's to say.
 */
export function activationSchema(range: { min: number; max: number }, m: ActivationMessages, format: (minorUnits: number) => string) {
  return object({
    cardNumber: string()
      .trim()
      .required(m.cardNumberRequired)
      .test('card-number', m.cardNumberInvalid, (value) => !value || hasValidCheckDigit(normalizeCardNumber(value))),
    amount: amountSchema(range, activationAmountMessages(m), format),
    email: activationEmailSchema(m),
  });
}
