import type { Session, StoreScope } from '@giftshop/gateway-core';
import { cartWrites, type OrderRow } from '@giftshop/gateway-cart-data';
import type { Database } from '@giftshop/gateway-db';

/**
 * A new cart for the session (its cart, and among its orders), in the caller's transaction. The request's session
 * object is updated to match, so a later write of the same request finds the cart.
 */
export async function createCart(tx: Database, scope: StoreScope, session: Session): Promise<OrderRow> {
  const values = { storeId: scope.store.id, languageCode: scope.language.languageCode, currency: scope.store.currency, userId: session.userId };
  const order = await cartWrites.insertCartOrder(tx, values, session.idHash);
  session.cartOrderId = order.id;
  session.data.orderIds = [...(session.data.orderIds ?? []), order.id];
  return order;
}
