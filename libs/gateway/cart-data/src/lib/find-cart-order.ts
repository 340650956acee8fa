import type { GatewayContext, Session, StoreScope } from '@giftshop/gateway-core';
import { findOrder, type OrderRow } from './cart.repository';

export interface FindCartOptions {
  /** Also answer a placed order awaiting payment (PENDING) of the caller, e.g. to show or retry it. */
  includePending?: boolean;
}

/** Whether an order belongs to the session: its cart, an order it created as its cart, or its customer's. */
export function sessionOwnsOrder(session: Session, order: Pick<OrderRow, 'id' | 'userId'>): boolean {
  return (
    order.id === session.cartOrderId ||
    (session.data.orderIds ?? []).includes(order.id) ||
    (session.userId !== null && order.userId === session.userId)
  );
}

/**
 * The caller's cart: the session's cart, or the order `orderUuid` names when it belongs to the session. Only
 * orders of the scope's store with status CART (and PENDING with `includePending`) are answered; null otherwise.
 */
export async function findCartOrder(ctx: GatewayContext, scope: StoreScope, orderUuid?: string | null, options: FindCartOptions = {}): Promise<OrderRow | null> {
  const session = await ctx.session.get();
  const id = orderUuid ?? session?.cartOrderId;
  if (!session || !id) return null;
  const order = await findOrder(ctx.db, id);
  if (!order || order.storeId !== scope.store.id || !sessionOwnsOrder(session, order)) return null;
  return order.status === 'CART' || (options.includePending && order.status === 'PENDING') ? order : null;
}
