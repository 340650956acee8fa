import { randomInt } from 'node:crypto';
import type { StoreRegistry } from '@giftshop/gateway-core';
import { cardRefusal, maskCardNumber, postLedgerEntry } from '@giftshop/gateway-cards-data';
import type { Database } from '@giftshop/gateway-db';
import { queueEmail } from '@giftshop/gateway-mail';
import { firstMonday } from './draw-calendar';
import { claimDraw, eligibleEntries, lockCard, lockMonth, recordWinner, storesToDraw, type EligibleEntry } from './doubler.repository';
import { winnerEmail } from './winner-email';

export interface DrawRequest {
  storeId: number;
  /** YYYY-MM */
  month: string;
}

export type DrawResult = DrawRequest &
  (
    | { outcome: 'drawn'; entries: number; winner: { entryId: number; maskedNumber: string; currency: string; credited: number; balanceAfter: number } }
    | { outcome: 'no-eligible-entry'; entries: 0 }
    | { outcome: 'already-drawn' }
  );

export interface DrawOptions {
  now?: Date;
  /** A uniform random index below `n`; the CSPRNG unless a test fixes it. */
  pick?: (n: number) => number;
}

/**
 * Draws a store's month once, in one transaction: the draw is recorded first (a second run, by the job or by hand,
 * finds it and does nothing), then one winner is picked uniformly among the month's entries whose card is still
 * spendable, the card's current balance is credited as a DOUBLER ledger row (so it doubles), and the winner's e-mail
 * is queued. A month without an eligible entry is recorded without a winner. Either way the month is closed.
 */
export async function drawMonth(db: Database, stores: StoreRegistry, request: DrawRequest, options: DrawOptions = {}): Promise<DrawResult> {
  const { storeId, month } = request;
  const store = stores.get(storeId);
  if (!store) throw new Error(`Unknown store ${storeId}`);
  const now = options.now ?? new Date();
  const pick = options.pick ?? ((n: number) => randomInt(n));
  return db.transaction(async (tx): Promise<DrawResult> => {
    await lockMonth(tx, storeId, month, 'draw');
    const drawId = await claimDraw(tx, storeId, month, now);
    if (drawId === null) return { ...request, outcome: 'already-drawn' };
    const candidates: EligibleEntry[] = await eligibleEntries(tx, storeId, month, now);
    const entries = candidates.length;
    while (candidates.length) {
      const [entry] = candidates.splice(pick(candidates.length), 1);
      // The card may have been spent or blocked since the entries were read; only a locked, spendable card wins.
      const card = await lockCard(tx, entry.giftCardId);
      if (cardRefusal(card, storeId, now)) continue;
      const posted = await postLedgerEntry(tx, {
        giftCardId: card.id,
        amount: card.balance,
        reason: 'DOUBLER',
        idempotencyKey: `doubler:${storeId}:${month}`,
        orderId: null,
      });
      if (posted.outcome !== 'posted') throw new Error(`The doubler credit of ${storeId}:${month} was not posted (${posted.outcome})`);
      await recordWinner(tx, drawId, entry.entryId, posted.ledgerId);
      const maskedNumber = maskCardNumber(card.number);
      const currency = card.currency.trim();
      await queueEmail(tx, {
        storeId,
        template: 'doubler-winner',
        to: entry.email,
        idempotencyKey: `doubler-winner:${storeId}:${month}`,
        ...winnerEmail(store, {
          name: entry.name,
          maskedCardNumber: maskedNumber,
          drawDate: firstMonday(month),
          currency,
          balanceBefore: card.balance,
          balanceAfter: posted.balanceAfter,
        }),
      });
      return {
        ...request,
        outcome: 'drawn',
        entries,
        winner: { entryId: entry.entryId, maskedNumber, currency, credited: card.balance, balanceAfter: posted.balanceAfter },
      };
    }
    return { ...request, outcome: 'no-eligible-entry', entries: 0 };
  });
}

/** The draws of a month by hand: one store's, or every store's with entries that has not been drawn yet. */
export async function drawMonthByHand(
  db: Database,
  stores: StoreRegistry,
  month: string,
  storeId: number | null,
  options: DrawOptions = {},
): Promise<DrawResult[]> {
  const storeIds = storeId === null ? await storesToDraw(db, month) : [storeId];
  const results: DrawResult[] = [];
  for (const id of storeIds) results.push(await drawMonth(db, stores, { storeId: id, month }, options));
  return results;
}
