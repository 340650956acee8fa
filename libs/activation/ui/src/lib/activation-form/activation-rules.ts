import type { FormikErrors } from 'formik';
import { activationSchema, type ActivationMessages } from '@giftshop/util-validation';
import { ACTIVATION_FIELDS, amountOf, type ActivationField, type ActivationValues } from './activation-values';

interface RuleError {
  path?: string;
  message: string;
}

/**
 * The form's errors under the shared activation rules (util-validation): the typed amount is read as whole units
 * first, so "12.50" is refused as not whole and an empty field as required.
 */
export function activationErrors(values: ActivationValues, range: { min: number; max: number }, m: ActivationMessages, format: (minor: number) => string): FormikErrors<ActivationValues> {
  const errors: FormikErrors<ActivationValues> = {};
  const typed = values.amount.trim();
  try {
    activationSchema(range, m, format).validateSync({ ...values, amount: typed ? amountOf(typed) : undefined }, { abortEarly: false });
  } catch (error) {
    for (const e of (error as { inner?: RuleError[] }).inner ?? []) {
      const field = e.path as ActivationField;
      if (ACTIVATION_FIELDS.includes(field) && !errors[field]) errors[field] = e.message;
    }
  }
  if (typed && Number.isNaN(amountOf(typed))) errors.amount = m.amountWholeUnits;
  return errors;
}
