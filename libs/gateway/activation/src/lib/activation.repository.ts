import { and, asc, eq } from 'drizzle-orm';
import { activationOrders, cardPrefixes, giftCards, orders, payments, products, variations, type Database } from '@giftshop/gateway-db';

export type CardPrefixRow = typeof cardPrefixes.$inferSelect;
export type ActivationCardRow = typeof giftCards.$inferSelect;

/** The prefix row a card number starts with, of any store; null when no prefix is known. */
export async function findPrefix(db: Database, number: string): Promise<CardPrefixRow | null> {
  const rows = await db.select().from(cardPrefixes);
  return rows.filter((p) => number.startsWith(p.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0] ?? null;
}

/** The card with this number, locked for the rest of the transaction: activations of one card queue up here. */
export async function lockCardByNumber(tx: Database, number: string): Promise<ActivationCardRow | null> {
  const [row] = await tx.select().from(giftCards).where(eq(giftCards.number, number)).for('update');
  return row ?? null;
}

export async function lockCardById(tx: Database, id: number): Promise<ActivationCardRow | null> {
  const [row] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
  return row ?? null;
}

/**
 * The Choice product a card belongs to, with the value range of its physical variation (Choice cards activated here
 * are sold as physical cards): the card's own product, or the store's Choice product for a card without one.
 */
export async function choiceProductOf(db: Database, card: Pick<ActivationCardRow, 'storeId' | 'productId'>) {
  const condition = card.productId ? eq(products.id, card.productId) : and(eq(products.storeId, card.storeId), eq(products.isChoice, true), eq(products.active, true));
  const rows = await db
    .select({ productId: products.id, isChoice: products.isChoice, minPrice: variations.minPrice, maxPrice: variations.maxPrice, variationType: variations.variationType })
    .from(products)
    .innerJoin(variations, eq(variations.productId, products.id))
    .where(condition)
    .orderBy(asc(products.id));
  const product = rows.filter((r) => r.productId === rows[0]?.productId);
  return product.find((r) => r.variationType === 'PHYSICAL') ?? product[0] ?? null;
}

/** Activation orders of a card still PENDING, each with whether one of its payments is PAID. */
export async function pendingOrdersOfCard(tx: Database, giftCardId: number) {
  const rows = await tx
    .select({ orderId: orders.id, paymentStatus: payments.status })
    .from(activationOrders)
    .innerJoin(orders, eq(orders.id, activationOrders.orderId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(activationOrders.giftCardId, giftCardId), eq(orders.status, 'PENDING')));
  const byOrder = new Map<string, boolean>();
  for (const row of rows) byOrder.set(row.orderId, (byOrder.get(row.orderId) ?? false) || row.paymentStatus === 'PAID');
  return [...byOrder].map(([orderId, paid]) => ({ orderId, paid }));
}

/** What an activation order is for: its card and confirmation e-mail. */
export async function activationOf(db: Database, orderId: string) {
  const [row] = await db.select().from(activationOrders).where(eq(activationOrders.orderId, orderId));
  return row ?? null;
}

/** When the order's payment became PAID (its last change); null while it is not paid. */
export async function paidAt(db: Database, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ updatedAt: payments.updatedAt })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PAID')))
    .orderBy(asc(payments.updatedAt))
    .limit(1);
  return row?.updatedAt ?? null;
}
