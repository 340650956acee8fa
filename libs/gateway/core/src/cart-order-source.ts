import type { GiftCardOrder } from './generated/resolvers-types';

/**
 * What cart operations answer as a GiftCardOrder: the order's id at once, and its view (rows, products, totals)
 * only when a field beyond the id is asked for, built once per answer. Most writes are asked for `order { id }`.
 */
export interface CartOrderSource {
  id: string;
  /** The version the write that answers this stored, when it knows it, so asking for it reads nothing. */
  version?: number;
  view: () => Promise<GiftCardOrder>;
}
