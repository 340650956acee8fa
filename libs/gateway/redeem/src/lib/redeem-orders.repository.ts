import { and, asc, eq, sql } from 'drizzle-orm';
import { DomainError, type StoreScope } from '@giftshop/gateway-core';
import { cardPrefixes, giftCards, orderCardPayments, orders, type Database } from '@giftshop/gateway-db';
import { findRedeemSession, type RedeemSession } from '@giftshop/gateway-cards-data';
import { isUuid, type OrderRow } from '@giftshop/gateway-cart-data';

/** The holder's redeem session from userData.redeemToken, or error 2211 when it ended (or never began). */
export async function requireRedeemSession(db: Database, scope: StoreScope, now: Date): Promise<RedeemSession> {
  const session = await findRedeemSession(db, scope.redeemToken, now);
  if (!session) throw new DomainError('REDEEM_SESSION_ENDED', {}, 'redeemToken');
  return session;
}

const ofHolder = (scope: StoreScope, session: RedeemSession) =>
  and(eq(orders.storeId, scope.store.id), eq(orders.orderType, 'REDEEM'), eq(orders.redeemTokenId, session.tokenId));

/** A redeem order of the session's holder, in any state; null for anybody else's or a malformed id. */
export async function findRedeemOrder(db: Database, scope: StoreScope, session: RedeemSession, orderUuid: string, lock = false): Promise<OrderRow | null> {
  if (!isUuid(orderUuid)) return null;
  const query = db.select().from(orders).where(and(ofHolder(scope, session), eq(orders.id, orderUuid)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * The redeem order a change applies to, locked: the one named, else the holder's open one, else a new one paid
 * by the session's card (tied to `redeemPageId`, the page whose shop the holder is in). Only an order still being
 * put together (status CART) can change.
 */
export async function lockOpenRedeemOrder(
  tx: Database,
  scope: StoreScope,
  session: RedeemSession,
  orderUuid: string | null | undefined,
  redeemPageId: number | null = null,
): Promise<OrderRow> {
  if (orderUuid) {
    const order = await findRedeemOrder(tx, scope, session, orderUuid, true);
    if (!order || order.status !== 'CART') throw new DomainError('NOT_FOUND', {}, 'orderUuid');
    return order;
  }
  const [open] = await tx
    .select()
    .from(orders)
    .where(and(ofHolder(scope, session), eq(orders.status, 'CART')))
    .orderBy(asc(orders.createdAt))
    .limit(1)
    .for('update');
  if (open) return open;
  const [card] = await tx.select({ currency: giftCards.currency }).from(giftCards).where(eq(giftCards.id, session.giftCardId));
  const [created] = await tx
    .insert(orders)
    .values({
      storeId: scope.store.id,
      orderType: 'REDEEM',
      status: 'CART',
      languageCode: scope.language.languageCode,
      currency: card.currency,
      redeemTokenId: session.tokenId,
      redeemPageId,
    })
    .returning();
  await tx.insert(orderCardPayments).values({ orderId: created.id, giftCardId: session.giftCardId, amount: 0, currency: card.currency });
  return created;
}

/** Ties a redeem order to the redeem page whose shop it is put together in; answers the page's id. */
export async function tieToPage(tx: Database, orderId: string, redeemPageId: number): Promise<number> {
  await tx.update(orders).set({ redeemPageId }).where(eq(orders.id, orderId));
  return redeemPageId;
}

export interface OrderCard {
  giftCardId: number;
  number: string;
  balance: number;
  currency: string;
  isChoice: boolean;
  /** What the placed order took from the card (0 while the order is being put together). */
  amount: number;
}

/** The cards paying an order, in the order they were added; `lock` locks the card rows (in id order, so two orders sharing cards cannot deadlock). */
export async function orderCards(db: Database, orderId: string, lock = false): Promise<OrderCard[]> {
  if (lock) {
    await db.execute(
      sql`select ${giftCards.id} from ${giftCards} where ${giftCards.id} in (select ${orderCardPayments.giftCardId} from ${orderCardPayments} where ${orderCardPayments.orderId} = ${orderId}) order by ${giftCards.id} for update`,
    );
  }
  const rows = await db
    .select({
      giftCardId: giftCards.id,
      number: giftCards.number,
      balance: giftCards.balance,
      currency: giftCards.currency,
      amount: orderCardPayments.amount,
      prefixChoice: cardPrefixes.isChoice,
    })
    .from(orderCardPayments)
    .innerJoin(giftCards, eq(giftCards.id, orderCardPayments.giftCardId))
    .leftJoin(cardPrefixes, sql`${giftCards.number} like ${cardPrefixes.prefix} || '%'`)
    .where(eq(orderCardPayments.orderId, orderId))
    .orderBy(asc(orderCardPayments.id));
  const byCard = new Map<number, OrderCard>();
  for (const row of rows) {
    const seen = byCard.get(row.giftCardId);
    if (seen) seen.isChoice ||= Boolean(row.prefixChoice);
    else byCard.set(row.giftCardId, { giftCardId: row.giftCardId, number: row.number, balance: row.balance, currency: row.currency.trim(), isChoice: Boolean(row.prefixChoice), amount: row.amount });
  }
  return [...byCard.values()];
}
