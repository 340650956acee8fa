import { DomainError, messagesIn, storeMessages, type StoreScope } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import { cartLimits } from './cart-constants';
import { priceCart } from './cart-pricing';
import { checkCartRules } from './cart-rules';
import { loadCartRows, type CartRows } from './cart.repository';
import { cartMessages } from './cart.messages';
import { saveTotals } from './cart-writes.repository';

/**
 * Ends every cart write, inside its transaction: checks the order rules on the cart as it now is (a refusal
 * throws and so rolls the write back) and stores the totals. `touchedItemIds`: lines the write added or changed;
 * null for writes that only remove or clear (they cannot break a rule, and must stay possible when one is broken).
 * Answers the rows it read, the grand total it stored and the order's new version, for checks that follow in the
 * same write and for the answer.
 */
export async function settleCart(
  tx: Database,
  orderId: string,
  scope: StoreScope,
  touchedItemIds: ReadonlySet<number> | null,
): Promise<{ rows: CartRows; grandTotal: number; version: number }> {
  const rows = await loadCartRows(tx, orderId);
  if (!rows) throw new DomainError('EMPTY_ORDER', {}, 'orderUuid');
  const currency = rows.order.currency.trim();
  const limits = cartLimits(currency);
  if (touchedItemIds) checkCartRules(rows, limits, { touchedItemIds, locale: scope.language.locale });
  const texts = cartMessages(storeMessages(scope.store, rows.order.languageCode));
  const pricing = priceCart(rows, limits);
  await saveTotals(tx, rows, pricing, texts, currency);
  // saveTotals moves the version on by one.
  return { rows, grandTotal: pricing.grandTotal, version: rows.order.version + 1 };
}

/**
 * The checks before a cart is placed as an order: it has lines, its digital packages have receivers, and every
 * order rule holds for all lines (stock and prices may have changed since they were added). Throws DomainError;
 * answers the rows it checked.
 */
export async function checkCartForCheckout(db: Database, orderId: string, scope: StoreScope): Promise<CartRows> {
  const rows = await loadCartRows(db, orderId);
  if (!rows) throw new DomainError('EMPTY_ORDER', {}, 'orderUuid');
  return checkCartRowsForCheckout(rows, scope);
}

/** checkCartForCheckout on rows already read. */
export function checkCartRowsForCheckout(rows: CartRows, scope: StoreScope): CartRows {
  if (rows.packages.length === 0) throw new DomainError('EMPTY_ORDER', {}, 'orderUuid');
  const digital = new Set(rows.shipments.filter((s) => s.deliveryType === 'DIGITAL').map((s) => s.id));
  const missing = rows.packages.find((p) => digital.has(p.shipmentId) && (!p.receiverFirstName || !p.receiverEmail));
  if (missing) throw new DomainError('INVALID_INPUT', { reason: cartMessages(messagesIn(scope)).receiverMissing }, `packages.${missing.id}.receiver`);
  checkCartRules(rows, cartLimits(rows.order.currency), { locale: scope.language.locale });
  return rows;
}
