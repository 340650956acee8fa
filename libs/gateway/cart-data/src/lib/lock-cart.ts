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

// The same locks, and for a cart about to be placed, the next order reference number in the same round trip.
const LOCK_SESSION_CART_REFERENCE: NamedStatement = {
  name: 'cart_lock_session_order_reference',
  text: `with s as materialized (select * from sessions where id_hash = $1 for update),
      o as materialized (select * from orders where id = coalesce($2::uuid, (select cart_order_id from s)) for update)
    select (select to_jsonb(s) from s) as session, (select to_jsonb(o) from o) as "order",
      case when (select status from o) = 'CART' then nextval('order_reference_seq')::text end as reference`,
};

interface LockedRow {
  session: Record<string, unknown> | null;
  order: Record<string, unknown> | null;
  reference?: string | null;
}

/**
 * The cart a write may change, locked with its session for the rest of the transaction (one statement): the order
 * `orderUuid` names (it must be the session's, still a cart, of this store) or the session's cart. Null when the
 * session has no cart yet; an `orderUuid` that is not the caller's cart is refused.
 */
export async function lockCartForWrite(tx: Database, scope: StoreScope, session: Session, orderUuid?: string | null): Promise<OrderRow | null> {
  return (await lockCart(tx, LOCK_SESSION_CART, scope, session, orderUuid))?.order ?? null;
}

/**
 * lockCartForWrite for placing the cart `orderUuid`, with the order reference sequence's next value (a number lost
 * when placing fails, as any value of a rolled-back nextval).
 */
export async function lockCartForPlacing(tx: Database, scope: StoreScope, session: Session, orderUuid: string): Promise<{ order: OrderRow; reference: string } | null> {
  const locked = await lockCart(tx, LOCK_SESSION_CART_REFERENCE, scope, session, orderUuid);
  return locked?.reference ? { order: locked.order, reference: locked.reference } : null;
}

async function lockCart(tx: Database, statement: NamedStatement, scope: StoreScope, session: Session, orderUuid?: string | null) {
  if (orderUuid && !isUuid(orderUuid)) throw new DomainError('EMPTY_ORDER', {}, 'orderUuid');
  const [row] = await namedRows<LockedRow>(tx, statement, [session.idHash, orderUuid ?? null]);
  const locked = rowFromJson(sessions, row.session) as Session | null;
  const order = locked ? rowFromJson(orders, row.order) : null;
  if (locked && order && order.storeId === scope.store.id && order.status === 'CART' && sessionOwnsOrder(locked, order)) {
    return { order, reference: row.reference ?? null };
  }
  if (orderUuid) throw new DomainError('EMPTY_ORDER', {}, 'orderUuid');
  return null;
}
