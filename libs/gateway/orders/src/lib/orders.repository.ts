import { eq } from 'drizzle-orm';
import { orders, type Database } from '@giftshop/gateway-db';

export type OrderRow = typeof orders.$inferSelect;

/** The order row locked until the caller's transaction ends. */
export async function lockOrderById(tx: Database, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}
