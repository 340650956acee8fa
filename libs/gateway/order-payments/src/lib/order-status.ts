import { and, eq } from 'drizzle-orm';
import { orders, type Database } from '@giftshop/gateway-db';

export type OrderStatus = 'CART' | 'PENDING' | 'COMPLETED' | 'CANCELED';

/**
 * Every allowed change of an order's status, in one place (docs/payments.md): a cart is placed (PENDING); a
 * placed order is fulfilled once paid (COMPLETED) or cancelled (CANCELED). COMPLETED and CANCELED are final.
 */
const allowed: Record<OrderStatus, readonly OrderStatus[]> = {
  CART: ['PENDING'],
  PENDING: ['COMPLETED', 'CANCELED'],
  COMPLETED: [],
  CANCELED: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus) => allowed[from].includes(to);

export class OrderTransitionError extends Error {
  constructor(from: OrderStatus, to: OrderStatus) {
    super(`An order cannot go from ${from} to ${to}`);
    this.name = 'OrderTransitionError';
  }
}

type OrderChanges = Partial<Omit<typeof orders.$inferInsert, 'id' | 'status'>>;

/**
 * Moves an order from `from` to `to` inside the caller's transaction, with the other columns of `changes`.
 * Answers false when the order was no longer in `from` (another request moved it first); the caller decides.
 */
export async function transitionOrder(tx: Database, orderId: string, from: OrderStatus, to: OrderStatus, changes: OrderChanges = {}): Promise<boolean> {
  if (!canTransition(from, to)) throw new OrderTransitionError(from, to);
  const moved = await tx
    .update(orders)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id });
  return moved.length === 1;
}
