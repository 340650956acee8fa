import { getIn, setIn, type FormikErrors } from 'formik';
import { format } from '@giftshop/util-i18n';
import { amountSchema, basketMessages, checkoutMessages, parseWholeUnits, receiverErrors } from '@giftshop/util-validation';
import type { RedeemUiMessages } from '../messages';
import type { RedeemPackageMessages } from './messages';
import { REDEEM_QUANTITY, type RedeemPackageValues } from './redeem-package-values';

export interface RedeemPackageRules {
  /** The amounts to choose from, in minor units; null when the amount is not asked (fixed). */
  range: { min: number; max: number } | null;
  language: string;
  money: (minorUnits: number) => string;
  m: RedeemUiMessages['packageForm'];
  post: RedeemPackageMessages;
}

const ADDRESS_FIELDS = ['countryCode', 'postCode', 'houseNumber', 'suffix', 'street', 'city'] as const;

/** The form's fields of a delivery, at the paths the gateway names in referencedRequestParameter. */
const FIELDS: Record<RedeemPackageValues['delivery'], readonly string[]> = {
  DIGITAL: ['amount', 'receiver.firstName', 'receiver.lastName', 'receiver.email', 'receiver.confirmEmail'],
  PHYSICAL: ['amount', 'quantity', 'receiver.firstName', 'receiver.lastName', ...ADDRESS_FIELDS.map((field) => `receiver.address.${field}`)],
};

/**
 * The field that shows a refusal of the gateway, or null when the form shows no such field for these values (it then
 * goes to the error modal). By post the address carries the receiver's names (receiver.address.firstName).
 */
export function redeemPackageFieldOf(values: RedeemPackageValues) {
  const fields = FIELDS[values.delivery];
  return (path: string): string | null => {
    const field = path.replace(/^receiver\.address\.(firstName|lastName)$/, 'receiver.$1');
    return fields.includes(field) ? field : null;
  };
}

function amountError(typed: string, range: { min: number; max: number }, { m, money }: RedeemPackageRules): string | undefined {
  const minor = parseWholeUnits(typed.trim());
  if (!typed.trim()) return m.amountRequired;
  if (minor === null) return m.wholeUnits;
  const messages = { required: m.amountRequired, wholeUnits: m.wholeUnits, min: (min: string) => format(m.min, { min }), max: (max: string) => format(m.max, { max }) };
  try {
    amountSchema(range, messages, money).validateSync(minor);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The receiver as the shared rules take it: e-mail twice, or the address named after the receiver. */
function receiverToCheck({ delivery, receiver }: RedeemPackageValues) {
  const names = { firstName: receiver.firstName, lastName: receiver.lastName };
  if (delivery === 'DIGITAL') return { ...names, email: receiver.email, confirmEmail: receiver.confirmEmail };
  return { ...names, address: { ...names, ...receiver.address } };
}

/** The shared amount rule (whole units within the range), the number of cards by post, and the shared receiver rules. */
export function validateRedeemPackage(values: RedeemPackageValues, rules: RedeemPackageRules): FormikErrors<RedeemPackageValues> {
  let errors: FormikErrors<RedeemPackageValues> = {};
  const fieldOf = redeemPackageFieldOf(values);
  const add = (path: string, message: string) => {
    const field = fieldOf(path);
    if (field && getIn(errors, field) === undefined) errors = setIn(errors, field, message);
  };
  const amount = rules.range && amountError(values.amount, rules.range, rules);
  if (amount) add('amount', amount);
  const quantity = values.quantity.trim();
  if (values.delivery === 'PHYSICAL' && (!/^\d+$/.test(quantity) || Number(quantity) < REDEEM_QUANTITY.min || Number(quantity) > REDEEM_QUANTITY.max)) {
    add('quantity', format(rules.post.quantityInvalid, REDEEM_QUANTITY));
  }
  for (const problem of receiverErrors(receiverToCheck(values), values.delivery, checkoutMessages(rules.language), basketMessages(rules.language))) {
    add(`receiver.${problem.path}`, problem.message);
  }
  return errors;
}
