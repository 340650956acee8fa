import { sql } from 'drizzle-orm';
import { DomainError, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import { isUuid } from '@giftshop/gateway-cart-data';
import { customerOrderView } from '@giftshop/gateway-order-payments';
import { selectRows } from '@giftshop/gateway-db';
import { requireUserId } from './guards';

export const ORDERS_PER_PAGE = 10;
export const MAX_ORDERS_PER_PAGE = 50;

export interface Paging {
  itemsPerPage?: number | null;
  pageNumber?: number | null;
}

/** The logged-in customer's placed orders of the store (every status but CART), newest first, a page at a time. */
export async function customerOrders(ctx: GatewayContext, scope: StoreScope, paging: Paging | null | undefined) {
  const userId = await requireUserId(ctx, scope);
  const itemsPerPage = Math.min(Math.max(Math.trunc(paging?.itemsPerPage ?? ORDERS_PER_PAGE), 1), MAX_ORDERS_PER_PAGE);
  const pageNumber = Math.min(Math.max(Math.trunc(paging?.pageNumber ?? 1), 1), 1_000_000);
  const placed = sql`from orders where user_id = ${userId} and store_id = ${scope.store.id} and status <> 'CART' and placed_at is not null`;
  const [[{ total }], page] = await Promise.all([
    selectRows<{ total: number }>(ctx.db, sql`select count(*)::int as total ${placed}`),
    selectRows<{ id: string }>(ctx.db, sql`select id ${placed} order by placed_at desc, id desc limit ${itemsPerPage} offset ${(pageNumber - 1) * itemsPerPage}`),
  ]);
  const items = [];
  for (const { id } of page) items.push(await customerOrderView(ctx.db, scope, id));
  return { orders: { items, pageInfo: { total, pageNumber, itemsPerPage, hasNextPage: pageNumber * itemsPerPage < total } } };
}

/** One of the logged-in customer's placed orders of the store (a link to reorder it); NOT_FOUND for any other uuid. */
export async function customerOrder(ctx: GatewayContext, scope: StoreScope, orderUuid: string) {
  const userId = await requireUserId(ctx, scope);
  const [row] = isUuid(orderUuid)
    ? await selectRows<{ id: string }>(
        ctx.db,
        sql`select id from orders where id = ${orderUuid} and user_id = ${userId} and store_id = ${scope.store.id} and status <> 'CART' and placed_at is not null`,
      )
    : [];
  if (!row) throw new DomainError('NOT_FOUND', {}, 'orderUuid');
  return { order: await customerOrderView(ctx.db, scope, row.id) };
}
