import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { doublerDraws, doublerEntries, giftCards, products, type Database } from '@giftshop/gateway-db';

/**
 * A month's entries and its draw are serialised per store and month with a transaction-level advisory lock: entries
 * take it shared, the draw exclusive, so no entry commits into a month while it is being drawn.
 */
export async function lockMonth(tx: Database, storeId: number, month: string, mode: 'entry' | 'draw') {
  const key = sql`hashtext('doubler'), hashtext(${`${storeId}:${month}`})`;
  await tx.execute(mode === 'draw' ? sql`select pg_advisory_xact_lock(${key})` : sql`select pg_advisory_xact_lock_shared(${key})`);
}

export async function isDrawn(db: Database, storeId: number, month: string): Promise<boolean> {
  const [row] = await db
    .select({ id: doublerDraws.id })
    .from(doublerDraws)
    .where(and(eq(doublerDraws.storeId, storeId), eq(doublerDraws.month, month)));
  return Boolean(row);
}

const cardColumns = {
  id: giftCards.id,
  storeId: giftCards.storeId,
  status: giftCards.status,
  expiresAt: giftCards.expiresAt,
  balance: giftCards.balance,
  productSlug: products.slug,
};

/** A card by its id (a redeem session's), with the slug of its product. */
export async function findCardById(db: Database, id: number) {
  const [row] = await db.select(cardColumns).from(giftCards).leftJoin(products, eq(products.id, giftCards.productId)).where(eq(giftCards.id, id));
  return row ?? null;
}

/** Inserts an entry; false when the card already takes part in the month. */
/** The new entry's id; null when the card has an entry in that month already. */
export async function insertEntry(tx: Database, entry: typeof doublerEntries.$inferInsert): Promise<number | null> {
  const rows = await tx
    .insert(doublerEntries)
    .values(entry)
    .onConflictDoNothing({ target: [doublerEntries.giftCardId, doublerEntries.month] })
    .returning({ id: doublerEntries.id });
  return rows[0]?.id ?? null;
}

/** Records the store's draw of the month; null when it was drawn before (a month is drawn once). */
export async function claimDraw(tx: Database, storeId: number, month: string, now: Date): Promise<number | null> {
  const [row] = await tx
    .insert(doublerDraws)
    .values({ storeId, month, drawnAt: now })
    .onConflictDoNothing({ target: [doublerDraws.storeId, doublerDraws.month] })
    .returning({ id: doublerDraws.id });
  return row?.id ?? null;
}

export async function recordWinner(tx: Database, drawId: number, winningEntryId: number, ledgerEntryId: number) {
  await tx.update(doublerDraws).set({ winningEntryId, ledgerEntryId }).where(eq(doublerDraws.id, drawId));
}

/** The month's entries whose card is still spendable in the store: active, unexpired, with a balance. */
export function eligibleEntries(tx: Database, storeId: number, month: string, now: Date) {
  return tx
    .select({ entryId: doublerEntries.id, name: doublerEntries.name, email: doublerEntries.email, giftCardId: doublerEntries.giftCardId })
    .from(doublerEntries)
    .innerJoin(giftCards, eq(giftCards.id, doublerEntries.giftCardId))
    .where(
      and(
        eq(doublerEntries.storeId, storeId),
        eq(doublerEntries.month, month),
        eq(giftCards.storeId, storeId),
        eq(giftCards.status, 'ACTIVE'),
        gt(giftCards.expiresAt, now),
        gt(giftCards.balance, 0),
      ),
    )
    .orderBy(asc(doublerEntries.id));
}

export type EligibleEntry = Awaited<ReturnType<typeof eligibleEntries>>[number];

/** Locks a card row for the rest of the transaction and reads its state. */
export async function lockCard(tx: Database, giftCardId: number) {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, giftCardId)).for('update');
  return card;
}

/** Stores with entries in a month that has not been drawn yet. */
export async function storesToDraw(db: Database, month: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ storeId: doublerEntries.storeId })
    .from(doublerEntries)
    .leftJoin(doublerDraws, and(eq(doublerDraws.storeId, doublerEntries.storeId), eq(doublerDraws.month, doublerEntries.month)))
    .where(and(eq(doublerEntries.month, month), sql`${doublerDraws.id} is null`))
    .orderBy(asc(doublerEntries.storeId));
  return rows.map((r) => r.storeId);
}
