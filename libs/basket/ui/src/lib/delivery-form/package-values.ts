import { amountSchema, parseWholeUnits } from '@giftshop/util-validation';
import { format } from '@giftshop/util-i18n';
import type { FormikErrors } from 'formik';
import type { BasketUiMessages } from '../messages';
import type { DeliveryValues } from './delivery-values';

/** The prices a package's card can be changed to: its variation's fixed values and custom range. */
export interface AmountOptions {
  fixedValues: number[];
  custom: { min: number; max: number } | null;
}

/** A package being edited: its amount and quantity, besides receiver, delivery moment and extras. */
export interface PackageValues extends DeliveryValues {
  /** A fixed value in minor units, CUSTOM_AMOUNT, or ''. */
  amount: string;
  /** Whole currency units as typed. */
  customAmount: string;
  quantity: string;
}

export const CUSTOM_AMOUNT = 'custom';
/** Cards of one design per package, as on the product page. */
export const PACKAGE_QUANTITY = { min: 1, max: 99 } as const;

/** The form's amount fields for a package's current value: a fixed choice when it is one, else a custom amount. */
export function amountValues(options: AmountOptions, minorUnits: number): Pick<PackageValues, 'amount' | 'customAmount'> {
  if (options.fixedValues.includes(minorUnits) || !options.custom) return { amount: String(minorUnits), customAmount: '' };
  return { amount: CUSTOM_AMOUNT, customAmount: String(Math.round(minorUnits / 100)) };
}

/**
 * A typed custom amount in minor units: "25" is 2500, "12.50" is 1250 (which the amount rules refuse as not whole),
 * anything else is not a number; empty is undefined.
 */
export function typedAmount(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const whole = parseWholeUnits(trimmed);
  if (whole !== null) return whole;
  return /^\d{1,7}[.,]\d+$/.test(trimmed) ? Math.round(Number(trimmed.replace(',', '.')) * 100) : Number.NaN;
}

/** The chosen amount in minor units; NaN when a custom amount is not a number. */
export function chosenAmount(values: Pick<PackageValues, 'amount' | 'customAmount'>): number {
  if (values.amount !== CUSTOM_AMOUNT) return Number(values.amount);
  return typedAmount(values.customAmount) ?? Number.NaN;
}

/** The amount and quantity rules of the product page (util-validation's amount schema for custom amounts). */
export function validateAmount(values: PackageValues, options: AmountOptions, m: BasketUiMessages['form']['errors'], money: (minorUnits: number) => string): FormikErrors<PackageValues> {
  const errors: FormikErrors<PackageValues> = {};
  const choices = [...options.fixedValues.map(String), ...(options.custom ? [CUSTOM_AMOUNT] : [])];
  if (!choices.includes(values.amount)) errors.amount = m.amountRequired;
  else if (values.amount === CUSTOM_AMOUNT && options.custom) {
    const messages = { required: m.customRequired, wholeUnits: m.wholeUnits, min: (min: string) => format(m.min, { min }), max: (max: string) => format(m.max, { max }) };
    try {
      const typed = typedAmount(values.customAmount);
      amountSchema(options.custom, messages, money)
        .typeError(typed === undefined ? m.customRequired : m.wholeUnits)
        .validateSync(typed);
    } catch (error) {
      errors.customAmount = (error as Error).message;
    }
  }
  const quantity = Number(values.quantity);
  if (!/^\d+$/.test(values.quantity.trim()) || quantity < PACKAGE_QUANTITY.min || quantity > PACKAGE_QUANTITY.max) errors.quantity = format(m.quantity, PACKAGE_QUANTITY);
  return errors;
}
