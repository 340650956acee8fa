import { DomainError, ensureClientWaiting, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import { cardRefusal, openCard, type BalanceCheckRuntime, type CardCredentials } from '@giftshop/gateway-cards-data';
import { eq, sql } from 'drizzle-orm';
import { orderCardPayments, orders } from '@giftshop/gateway-db';
import { loadRedeemOrder } from './redeem-order-view';
import { lockOpenRedeemOrder, orderCards, requireRedeemSession } from './redeem-orders.repository';

/**
 * Adds another card's balance to the holder's open redeem order (spec §8 "add card as payment"). The card is
 * opened like a balance check (captcha, PIN limits); then refused when already added, not spendable in this store
 * now (blocked, not activated, expired, no balance), of another currency (not allowed), or a Choice card mixed
 * with store cards (mixed card types).
 */
export async function addRedeemCard(ctx: GatewayContext, scope: StoreScope, orderUuid: string | null | undefined, credentials: CardCredentials, runtime: BalanceCheckRuntime, now = new Date()) {
  const session = await requireRedeemSession(ctx.db, scope, now);
  const card = await openCard(ctx, credentials, runtime);
  const orderId = await ctx.db.transaction(async (tx) => {
    const order = await lockOpenRedeemOrder(tx, scope, session, orderUuid);
    ensureClientWaiting(ctx);
    const cards = await orderCards(tx, order.id);
    if (cards.some((c) => c.giftCardId === card.id)) throw new DomainError('CARD_ALREADY_ADDED', {}, 'cardNumber');
    const refusal = cardRefusal(card, scope.store.id, now);
    if (refusal) throw new DomainError(refusal, {}, 'cardNumber');
    if (card.currency.trim() !== order.currency.trim()) throw new DomainError('CARD_NOT_ALLOWED', {}, 'cardNumber');
    const [added] = await tx
      .insert(orderCardPayments)
      .values({ orderId: order.id, giftCardId: card.id, amount: 0, currency: card.currency })
      .onConflictDoNothing()
      .returning({ id: orderCardPayments.id });
    if (!added) throw new DomainError('CARD_ALREADY_ADDED', {}, 'cardNumber');
    const all = await orderCards(tx, order.id);
    if (new Set(all.map((c) => c.isChoice)).size > 1) throw new DomainError('CARD_MIXED_TYPES', {}, 'cardNumber');
    // Another card changes what the order takes from each: a holder who confirmed the order before must see it again.
    await tx.update(orders).set({ version: sql`${orders.version} + 1` }).where(eq(orders.id, order.id));
    return order.id;
  });
  return { order: await loadRedeemOrder(ctx.db, orderId, scope, now) };
}
