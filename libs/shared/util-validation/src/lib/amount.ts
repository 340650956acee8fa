import { number } from 'yup';

export interface AmountMessages {
  required: string;
  wholeUnits: string;
  /** Receives the minimum, formatted. */
  min: (min: string) => string;
  /** Receives the maximum, formatted. */
  max: (max: string) => string;
}

/**
 * A custom amount in minor units (spec §5 "Price"): positive, whole currency units (no decimals), within the
 * variation's range. The storefront form and the gateway use the same schema, so both refuse the same amounts.
 */
export function amountSchema(range: { min: number; max: number }, messages: AmountMessages, format: (minorUnits: number) => string) {
  return number()
    .typeError(messages.required)
    .required(messages.required)
    .integer(messages.wholeUnits)
    .test('whole-units', messages.wholeUnits, (value) => value === undefined || value % 100 === 0)
    .min(range.min, messages.min(format(range.min)))
    .max(range.max, messages.max(format(range.max)));
}
