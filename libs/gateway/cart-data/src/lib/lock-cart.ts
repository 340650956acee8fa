import { DomainError, type Session, type StoreScope } from '@giftshop/gateway-core';
import { namedRows, orders, rowFromJson, sessions, type Database, type NamedStatement } from '@giftshop/gateway-db';
import { isUuid, type OrderRow } from './cart.repository';
import { sessionOwnsOrder } from './find-cart-order';

// The session first, then the order it names (or `$2`): each CTE is materialized, so its lock is taken when the
// select reads it, in this order, as every cart writer locks them.
const LOCK_SESSION_CART: NamedStatement = {
  name: 'cart_lock_session_order',
  text: `with s as materialized (select * from sessions where id_hash = $1 for update),
      o as materialized (select * from orders where id = coalesce($2::uuid, (select cart_order_id from s)) for update)
    select (select to_jsonb(s) from s) as session, (select to_jsonb(o) from o) as "order"`,
};

interface LockedRow {
  session: Record<string, unknown> | null;
  order: Record<string, unknown> | null;
}

/**
 * The cart a write may change, locked with its session for the rest of the transaction (one statement): the order
 * `orderUuid` names (it must be the session's, still a cart, of this store) or the session's cart. Null when the
 * session has no cart yet; an `orderUuid` that is not the caller's cart is refused.
 */
export async function lockCartForWrite(tx: Database, scope: StoreScope, session: Session, orderUuid?: string | null): Promise<OrderRow | null> {
  if (orderUuid && !isUuid(orderUuid)) throw new DomainError('EMPTY_ORDER', {}, 'orderUuid');
  const [row] = await namedRows<LockedRow>(tx, LOCK_SESSION_CART, [session.idHash, orderUuid ?? null]);
  const locked = rowFromJson(sessions, row.session) as Session | null;
  const order = locked ? rowFromJson(orders, row.order) : null;
  if (locked && order && order.storeId === scope.store.id && order.status === 'CART' && sessionOwnsOrder(locked, order)) return order;
  if (orderUuid) throw new DomainError('EMPTY_ORDER', {}, 'orderUuid');
  return null;
}
