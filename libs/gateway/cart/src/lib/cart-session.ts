import { attachCartToSession, type Session, type StoreScope } from '@giftshop/gateway-core';
import { cartWrites, type OrderRow } from '@giftshop/gateway-cart-data';
import type { Database } from '@giftshop/gateway-db';

/** A new cart for the session, in the caller's transaction. */
export async function createCart(tx: Database, scope: StoreScope, session: Session): Promise<OrderRow> {
  const order = await cartWrites.insertCartOrder(tx, {
    storeId: scope.store.id,
    languageCode: scope.language.languageCode,
    currency: scope.store.currency,
    userId: session.userId,
  });
  await attachCartToSession(tx, session.idHash, order.id);
  return order;
}
