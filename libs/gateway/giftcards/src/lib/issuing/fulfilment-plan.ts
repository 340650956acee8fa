import type { CartRows } from '@giftshop/gateway-cart-data';
import { splitCardValue } from './split-card-value';

export type FulfilmentRows = CartRows;
export type FulfilmentItem = CartRows['items'][number];

/** One card to issue: the n-th (1-based) card of an order item, with its value. */
export interface PlannedCard {
  item: FulfilmentItem;
  n: number;
  value: number;
  /** The ledger key that makes this issue happen once: issue:<orderItemId>:<n>. */
  idempotencyKey: string;
}

/**
 * The cards an order issues. Gift card items issue quantity × (value split at the card maximum) cards. Donations
 * issue none (the charity receives the money; the receiver gets no card) and neither do blank packs (stock cards
 * without a value, activated later through the activation flow).
 */
export function planCards(rows: FulfilmentRows, cardMaxValue: number): PlannedCard[] {
  const planned: PlannedCard[] = [];
  for (const item of rows.items) {
    if (item.kind !== 'GIFT_CARD') continue;
    const values = splitCardValue(item.unitPrice + item.promotionAmount, cardMaxValue);
    let n = 0;
    for (let copy = 0; copy < item.quantity; copy++) {
      for (const value of values) {
        n += 1;
        planned.push({ item, n, value, idempotencyKey: `issue:${item.id}:${n}` });
      }
    }
  }
  return planned;
}

export interface PrefixRow {
  prefix: string;
  isChoice: boolean;
  isTest: boolean;
}

/** The store's prefix for a product: the test prefix for test products, the Choice prefix for Choice cards, else the regular one. */
export function prefixFor(product: { isChoice: boolean; isTest: boolean } | null, prefixes: PrefixRow[]): string {
  const isTest = product?.isTest ?? false;
  const isChoice = product?.isChoice ?? false;
  const found = prefixes.find((p) => p.isTest === isTest && (isTest || p.isChoice === isChoice));
  if (!found) throw new Error(`The store has no card prefix for ${isTest ? 'test' : isChoice ? 'Choice' : 'regular'} cards`);
  return found.prefix;
}
