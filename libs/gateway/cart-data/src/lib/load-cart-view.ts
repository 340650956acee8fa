import type { CartOrderSource, GiftCardOrder, StoreScope } from '@giftshop/gateway-core';
import { hydrateProducts } from '@giftshop/gateway-catalogue-data';
import type { Database } from '@giftshop/gateway-db';
import { loadCartRows, type CartRows } from './cart.repository';
import { buildCartView } from './cart-view';

/** Product rows of the cart's lines, whatever their state now, mapped as the catalogue maps them. */
async function cartProducts(db: Database, scope: StoreScope, rows: CartRows) {
  const byId = new Map(rows.items.flatMap((i) => (i.product ? [[i.product.id, i.product] as const] : [])));
  const products = await hydrateProducts(db, scope, [...byId.values()]);
  return new Map(products.map((p) => [p.id, p]));
}

/**
 * The GiftCardOrder payload of an order (the cart, or an order being placed). `db` may be a transaction.
 * Throws when the order does not exist: callers look the order up first (findCartOrder).
 */
export async function loadCartView(db: Database, orderId: string, scope: StoreScope, now = new Date()): Promise<GiftCardOrder> {
  const rows = await loadCartRows(db, orderId, scope.language.languageCode);
  if (!rows) throw new Error(`order ${orderId} does not exist`);
  return buildCartView({ rows, scope, products: await cartProducts(db, scope, rows), now });
}

/**
 * The order as a GraphQL answer: its id now (and its version, when the write knows it), its view loaded (outside
 * any transaction) on first use.
 */
export function cartOrderSource(db: Database, orderId: string, scope: StoreScope, now = new Date(), version?: number): CartOrderSource {
  let view: Promise<GiftCardOrder> | undefined;
  return { id: orderId, version, view: () => (view ??= loadCartView(db, orderId, scope, now)) };
}
