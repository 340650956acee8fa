import { DomainError, lockSession, type Session, type StoreScope } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import { lockOrder, type OrderRow } from './cart.repository';
import { sessionOwnsOrder } from './find-cart-order';

/**
 * The cart a write may change, locked with its session for the rest of the transaction: the order `orderUuid`
 * names (it must be the session's, still a cart, of this store) or the session's cart. Null when the session has
 * no cart yet; an `orderUuid` that is not the caller's cart is refused.
 */
export async function lockCartForWrite(tx: Database, scope: StoreScope, session: Session, orderUuid?: string | null): Promise<OrderRow | null> {
  const locked = await lockSession(tx, session.idHash);
  const id = orderUuid ?? locked?.cartOrderId;
  const order = locked && id ? await lockOrder(tx, id) : null;
  if (locked && order && order.storeId === scope.store.id && order.status === 'CART' && sessionOwnsOrder(locked, order)) return order;
  if (orderUuid) throw new DomainError('EMPTY_ORDER', {}, 'orderUuid');
  return null;
}
