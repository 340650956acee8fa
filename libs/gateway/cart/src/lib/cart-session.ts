import { attachCartToSession, DomainError, lockSession, type Session, type StoreScope } from '@giftshop/gateway-core';
import { cartRepository, cartWrites, sessionOwnsOrder, type OrderRow } from '@giftshop/gateway-cart-data';
import type { Database } from '@giftshop/gateway-db';

/**
 * The cart a write may change, locked with its session for the rest of the transaction: the order `orderUuid`
 * names (it must be the session's, still a cart, of this store) or the session's cart. Null when the session has
 * no cart yet; an `orderUuid` that is not the caller's cart is refused.
 */
export async function lockCartForWrite(tx: Database, scope: StoreScope, session: Session, orderUuid?: string | null): Promise<OrderRow | null> {
  const locked = await lockSession(tx, session.idHash);
  const id = orderUuid ?? locked?.cartOrderId;
  const order = locked && id ? await cartRepository.lockOrder(tx, id) : null;
  if (locked && order && order.storeId === scope.store.id && order.status === 'CART' && sessionOwnsOrder(locked, order)) return order;
  if (orderUuid) throw new DomainError('EMPTY_ORDER', {}, 'orderUuid');
  return null;
}

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
