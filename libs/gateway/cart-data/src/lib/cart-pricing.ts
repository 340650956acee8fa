import { BLANK_PACK_CARDS, type CartLimits } from './cart-constants';
import type { CartItemRow, CartRows } from './cart.repository';

export type CardKind = 'GIFT_CARD' | 'DONATION' | 'BLANK_GIFT_CARD_PACK';
const CARD_KINDS: ReadonlySet<string> = new Set<CardKind>(['GIFT_CARD', 'DONATION', 'BLANK_GIFT_CARD_PACK']);

/** The card, donation or blank-pack line of a package (as opposed to its wrapper, packing and message). */
export const isCardItem = (item: { kind: string }) => CARD_KINDS.has(item.kind);

/** Cards issued for one item: a blank pack holds 3; a value above the card maximum is split over several cards. */
export function cardsPerItem(kind: string, unitPrice: number, limits: CartLimits): number {
  if (kind === 'BLANK_GIFT_CARD_PACK') return BLANK_PACK_CARDS;
  return Math.max(1, Math.ceil(unitPrice / limits.cardMaxValue));
}

export const lineTotal = (item: { unitPrice: number; quantity: number }) => item.unitPrice * item.quantity;

export interface GroupSum {
  qty: number;
  price: number;
}

export interface ShipmentCost {
  registeredPost: boolean;
  cost: number;
}

export interface CartPricing {
  packageTotals: Map<number, number>;
  shipmentCosts: Map<number, ShipmentCost>;
  /** Value of the cards, donations and blank packs. */
  cardValue: number;
  extras: number;
  digital: GroupSum;
  physical: GroupSum;
  shipping: number;
  subTotal: number;
  grandTotal: number;
}

/**
 * Registered post (spec §9): the whole order goes registered when its cards are worth more than the limit or
 * it contains a wine product; it applies to the order's physical shipments.
 */
export function needsRegisteredPost(items: CartItemRow[], limits: CartLimits): boolean {
  const cards = items.filter(isCardItem);
  const value = cards.reduce((sum, item) => sum + lineTotal(item), 0);
  return value > limits.registeredPostAbove || cards.some((item) => item.product?.containsWine === true);
}

export function priceCart(rows: CartRows, limits: CartLimits): CartPricing {
  const shipmentOfPackage = new Map(rows.packages.map((p) => [p.id, p.shipmentId]));
  const typeOfShipment = new Map(rows.shipments.map((s) => [s.id, s.deliveryType]));
  const packageTotals = new Map<number, number>(rows.packages.map((p) => [p.id, 0]));
  const digital: GroupSum = { qty: 0, price: 0 };
  const physical: GroupSum = { qty: 0, price: 0 };
  let cardValue = 0;
  let extras = 0;
  for (const item of rows.items) {
    const total = lineTotal(item);
    packageTotals.set(item.packageId, (packageTotals.get(item.packageId) ?? 0) + total);
    if (!isCardItem(item)) {
      extras += total;
      continue;
    }
    cardValue += total;
    const group = typeOfShipment.get(shipmentOfPackage.get(item.packageId) ?? -1) === 'PHYSICAL' ? physical : digital;
    group.qty += item.quantity;
    group.price += total;
  }
  const registered = needsRegisteredPost(rows.items, limits);
  const shipmentCosts = new Map<number, ShipmentCost>();
  for (const shipment of rows.shipments) {
    const isPhysical = shipment.deliveryType === 'PHYSICAL';
    shipmentCosts.set(shipment.id, {
      registeredPost: isPhysical && registered,
      cost: isPhysical ? (registered ? limits.shipping.registered : limits.shipping.standard) : 0,
    });
  }
  const shipping = [...shipmentCosts.values()].reduce((sum, s) => sum + s.cost, 0);
  const subTotal = cardValue + extras;
  return { packageTotals, shipmentCosts, cardValue, extras, digital, physical, shipping, subTotal, grandTotal: subTotal + shipping };
}
