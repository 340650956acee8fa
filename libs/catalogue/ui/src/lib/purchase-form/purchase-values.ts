import { parseWholeUnits } from '@giftshop/util-validation';

export type DeliveryType = 'DIGITAL' | 'PHYSICAL';

/** One delivery type a product is sold in, with its prices in minor units. */
export interface PurchaseOption {
  deliveryType: DeliveryType;
  variationId: string;
  /** Fixed values shown as choices, ascending. */
  fixedValues: number[];
  /** The custom amount range, when shoppers may enter their own amount. */
  custom: { min: number; max: number } | null;
}

/** What the form holds while the shopper edits it: text, as the controls give it. */
export interface PurchaseValues {
  deliveryType: string;
  /** A fixed value in minor units, CUSTOM_AMOUNT, or '' before a choice. */
  amount: string;
  /** Whole currency units as typed, e.g. "25". */
  customAmount: string;
  quantity: string;
}

/** What a valid form submits. */
export interface PurchaseSelection {
  variationId: string;
  deliveryType: DeliveryType;
  /** Minor units. */
  amount: number;
  quantity: number;
}

export const CUSTOM_AMOUNT = 'custom';
/** Cards of one design per order line (docs/storefront-catalogue.md). */
export const QUANTITY = { min: 1, max: 99 } as const;

export const optionFor = (options: PurchaseOption[], deliveryType: string) => options.find((o) => o.deliveryType === deliveryType) ?? options[0];

export function initialPurchaseValues(options: PurchaseOption[]): PurchaseValues {
  const first = options[0];
  return { deliveryType: first?.deliveryType ?? '', amount: first && first.fixedValues.length === 0 ? CUSTOM_AMOUNT : '', customAmount: '', quantity: '1' };
}

/**
 * What is left of the chosen amount after switching delivery type: kept when the new type offers it, the custom
 * choice when the new type has no fixed values, else nothing.
 */
export function amountAfterSwitch(option: PurchaseOption, amount: string): string {
  if (option.fixedValues.length === 0) return option.custom ? CUSTOM_AMOUNT : '';
  if (amount === CUSTOM_AMOUNT) return option.custom ? CUSTOM_AMOUNT : '';
  return option.fixedValues.includes(Number(amount)) ? amount : '';
}

/**
 * A typed custom amount in minor units for the shared amount schema: empty is missing, "25" is 2500, "12.50" is
 * 1250 (refused as not whole), anything else is not a number.
 */
export function typedAmountToMinorUnits(text: unknown): number | undefined {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  if (trimmed === '') return undefined;
  const whole = parseWholeUnits(trimmed);
  if (whole !== null) return whole;
  return /^\d{1,7}[.,]\d+$/.test(trimmed) ? Math.round(Number(trimmed.replace(',', '.')) * 100) : Number.NaN;
}

export function toSelection(values: PurchaseValues, options: PurchaseOption[]): PurchaseSelection {
  const option = optionFor(options, values.deliveryType);
  const amount = values.amount === CUSTOM_AMOUNT ? (typedAmountToMinorUnits(values.customAmount) ?? 0) : Number(values.amount);
  return { variationId: option.variationId, deliveryType: option.deliveryType, amount, quantity: Number(values.quantity) };
}
