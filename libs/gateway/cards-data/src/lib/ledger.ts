import { and, asc, eq, gt, like, sql } from 'drizzle-orm';
import { giftCardLedger, giftCards, orderCardPayments, type Database } from '@giftshop/gateway-db';

export type LedgerReason = (typeof giftCardLedger.$inferInsert)['reason'];

export interface LedgerMovement {
  giftCardId: number;
  /** Minor units: positive adds to the balance, negative takes from it. */
  amount: number;
  reason: LedgerReason;
  /** Makes the movement happen once, e.g. 'redeem:<order>:<card>'. */
  idempotencyKey: string;
  orderId?: string | null;
}

export type LedgerOutcome = { outcome: 'posted'; balanceAfter: number; ledgerId: number } | { outcome: 'duplicate' } | { outcome: 'insufficient'; balance: number };

/**
 * Moves a card's balance by one ledger row, inside the caller's transaction: the card row is locked, a movement
 * whose key is already in the ledger is not repeated, and a debit larger than the balance is refused (the
 * balance column's check constraint would refuse it too). The balance cache and the ledger change together.
 */
export async function postLedgerEntry(tx: Database, movement: LedgerMovement): Promise<LedgerOutcome> {
  const [card] = await tx.select({ balance: giftCards.balance, currency: giftCards.currency }).from(giftCards).where(eq(giftCards.id, movement.giftCardId)).for('update');
  if (!card) throw new Error(`Gift card ${movement.giftCardId} does not exist`);
  const [done] = await tx.select({ id: giftCardLedger.id }).from(giftCardLedger).where(eq(giftCardLedger.idempotencyKey, movement.idempotencyKey));
  if (done) return { outcome: 'duplicate' };
  const balanceAfter = card.balance + movement.amount;
  if (balanceAfter < 0) return { outcome: 'insufficient', balance: card.balance };
  await tx.update(giftCards).set({ balance: balanceAfter }).where(eq(giftCards.id, movement.giftCardId));
  const [row] = await tx
    .insert(giftCardLedger)
    .values({
      giftCardId: movement.giftCardId,
      amount: movement.amount,
      currency: card.currency,
      balanceAfter,
      reason: movement.reason,
      orderId: movement.orderId ?? null,
      idempotencyKey: movement.idempotencyKey,
    })
    .returning({ id: giftCardLedger.id });
  return { outcome: 'posted', balanceAfter, ledgerId: row.id };
}

/**
 * Gives back what an order took from its cards (a redeem order cancelled before its shortfall was paid): one
 * REFUND ledger row per card, once per order and card. Inside the caller's transaction.
 */
export async function refundOrderCards(tx: Database, orderId: string): Promise<number> {
  const taken = await tx
    .select({ giftCardId: orderCardPayments.giftCardId, amount: orderCardPayments.amount })
    .from(orderCardPayments)
    .where(and(eq(orderCardPayments.orderId, orderId), gt(orderCardPayments.amount, 0)))
    .orderBy(asc(orderCardPayments.giftCardId));
  let refunded = 0;
  for (const card of taken) {
    const posted = await postLedgerEntry(tx, { giftCardId: card.giftCardId, amount: card.amount, reason: 'REFUND', idempotencyKey: `refund:${orderId}:${card.giftCardId}`, orderId });
    if (posted.outcome === 'posted') refunded += card.amount;
  }
  return refunded;
}

/** What an order's cards paid (redeem orders); the rest is paid through the payment provider. */
export async function cardPaidAmount(db: Database, orderId: string): Promise<number> {
  const [row] = await db.select({ paid: sql<string>`coalesce(sum(${orderCardPayments.amount}), 0)` }).from(orderCardPayments).where(eq(orderCardPayments.orderId, orderId));
  return Number(row?.paid ?? 0);
}

export interface OrderCardRefund {
  number: string;
  currency: string;
  /** What the card paid for the order. */
  amount: number;
  /** The card's balance now. */
  balance: number;
  /** Whether that amount went back onto the card (a REFUND ledger row of the order). */
  refunded: boolean;
}

/** The cards that paid an order (redeem orders), with their balance now and whether the ledger gave it back. */
export async function orderCardRefunds(db: Database, orderId: string): Promise<OrderCardRefund[]> {
  const rows = await db
    .select({ giftCardId: giftCards.id, number: giftCards.number, currency: giftCards.currency, amount: orderCardPayments.amount, balance: giftCards.balance })
    .from(orderCardPayments)
    .innerJoin(giftCards, eq(giftCards.id, orderCardPayments.giftCardId))
    .where(and(eq(orderCardPayments.orderId, orderId), gt(orderCardPayments.amount, 0)))
    .orderBy(asc(orderCardPayments.id));
  if (!rows.length) return [];
  const refunds = await db
    .select({ giftCardId: giftCardLedger.giftCardId })
    .from(giftCardLedger)
    .where(and(eq(giftCardLedger.orderId, orderId), eq(giftCardLedger.reason, 'REFUND'), like(giftCardLedger.idempotencyKey, `refund:${orderId}:%`)));
  const back = new Set(refunds.map((r) => r.giftCardId));
  return rows.map(({ giftCardId, ...row }) => ({ ...row, currency: row.currency.trim(), refunded: back.has(giftCardId) }));
}
