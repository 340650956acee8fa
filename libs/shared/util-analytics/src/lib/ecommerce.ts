/**
 * GA4 ecommerce events (spec §4 analytics): view_item, add_to_cart, begin_checkout and purchase. The shop keeps
 * money in integer minor units; GA4 wants `value` and `price` in major units, so the builders convert once here.
 */
export interface EcommerceLine {
  /** Product id or key. */
  id: string;
  name: string;
  /** Price of one item in minor units. */
  unitPriceMinor: number;
  quantity: number;
  brand?: string;
  variant?: string;
}

export interface EcommerceItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_brand?: string;
  item_variant?: string;
}

export interface EcommercePayload {
  currency: string;
  value: number;
  items: EcommerceItem[];
}

export type EcommerceEvent =
  | { event: 'view_item'; ecommerce: EcommercePayload }
  | { event: 'add_to_cart'; ecommerce: EcommercePayload }
  | { event: 'begin_checkout'; ecommerce: EcommercePayload }
  | { event: 'purchase'; ecommerce: EcommercePayload & { transaction_id: string } };

/** Minor units (e.g. pence) to GA4 major units, without floating point noise (2550 → 25.5). */
export function toMajorUnits(minor: number, fractionDigits = 2): number {
  if (!Number.isInteger(minor)) throw new RangeError('money must be integer minor units');
  return Number((minor / 10 ** fractionDigits).toFixed(fractionDigits));
}

function toItem(line: EcommerceLine): EcommerceItem {
  const item: EcommerceItem = {
    item_id: line.id,
    item_name: line.name,
    price: toMajorUnits(line.unitPriceMinor),
    quantity: line.quantity,
  };
  if (line.brand) item.item_brand = line.brand;
  if (line.variant) item.item_variant = line.variant;
  return item;
}

function payload(currency: string, lines: readonly EcommerceLine[], totalMinor?: number): EcommercePayload {
  const total = totalMinor ?? lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
  return { currency: currency.toUpperCase(), value: toMajorUnits(total), items: lines.map(toItem) };
}

export function viewItemEvent(currency: string, line: EcommerceLine): EcommerceEvent {
  return { event: 'view_item', ecommerce: payload(currency, [line]) };
}

export function addToCartEvent(currency: string, lines: readonly EcommerceLine[]): EcommerceEvent {
  return { event: 'add_to_cart', ecommerce: payload(currency, lines) };
}

export function beginCheckoutEvent(currency: string, lines: readonly EcommerceLine[], totalMinor?: number): EcommerceEvent {
  return { event: 'begin_checkout', ecommerce: payload(currency, lines, totalMinor) };
}

/** `totalMinor` is the order total as charged (fees and discounts included), not the sum of the lines. */
export function purchaseEvent(
  transactionId: string,
  currency: string,
  lines: readonly EcommerceLine[],
  totalMinor: number,
): EcommerceEvent {
  return { event: 'purchase', ecommerce: { transaction_id: transactionId, ...payload(currency, lines, totalMinor) } };
}
