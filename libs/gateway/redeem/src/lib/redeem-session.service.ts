import { and, asc, eq } from 'drizzle-orm';
import { money, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import { localMoment } from '@giftshop/gateway-cart-data';
import { catalogueRepository, hydrateProducts, type ProductTypeName } from '@giftshop/gateway-catalogue-data';
import { maskCardNumber } from '@giftshop/gateway-cards-data';
import { giftCards, orders } from '@giftshop/gateway-db';
import { requireRedeemSession } from './redeem-orders.repository';
import { redeemPageView, requireRedeemPage } from './redeem-pages.repository';

/** The holder's card as it is now, and the order being put together, so a redeem page can continue where the holder was. */
export async function redeemSession(ctx: GatewayContext, scope: StoreScope, now = new Date()) {
  const session = await requireRedeemSession(ctx.db, scope, now);
  const [card] = await ctx.db.select().from(giftCards).where(eq(giftCards.id, session.giftCardId));
  const [open] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, scope.store.id), eq(orders.orderType, 'REDEEM'), eq(orders.redeemTokenId, session.tokenId), eq(orders.status, 'CART')))
    .orderBy(asc(orders.createdAt))
    .limit(1);
  return {
    session: {
      maskedNumber: maskCardNumber(card.number),
      balance: money(card.balance, card.currency.trim()),
      expiryDate: localMoment(card.expiresAt, scope.store.timeZone).date,
      status: card.status,
      openOrderUuid: open?.id ?? null,
    },
  };
}

/** A redeem page: its information, and whether it has a shop of its own (public). */
export async function redeemPage(ctx: GatewayContext, scope: StoreScope, pageId: string) {
  return { page: redeemPageView(await requireRedeemPage(ctx.db, scope, pageId)) };
}

/**
 * The redeem shop's products (public: the shop can be browsed before a balance check); with `pageId`, those of
 * that page's shop.
 */
export async function redeemProducts(
  ctx: GatewayContext,
  scope: StoreScope,
  query: { productType?: ProductTypeName | null; pageId?: string | null; limit: number; offset: number },
) {
  const { productType, pageId, limit, offset } = query;
  const page = pageId ? await requireRedeemPage(ctx.db, scope, pageId) : null;
  const { rows, total } = await catalogueRepository.findProducts(ctx.db, {
    storeId: scope.store.id,
    productTypes: productType ? [productType] : undefined,
    redeemable: true,
    productIds: page?.productIds.length ? page.productIds : undefined,
    limit: Math.min(Math.max(limit, 1), 200),
    offset: Math.max(offset, 0),
  });
  return { products: await hydrateProducts(ctx.db, scope, rows), total };
}
