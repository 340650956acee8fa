import { sql } from 'drizzle-orm';
import { DomainError, type GatewayContext, type StoreScope } from '@giftshop/gateway-core';
import { isUuid } from '@giftshop/gateway-cart-data';
import { selectRows, type Database } from '@giftshop/gateway-db';
import { requireUserId } from '../guards';
import type { AccountsRuntime } from '../accounts.runtime';
import { INVOICE_LINK_SECONDS, invoicePath, signInvoiceToken } from './invoice-token';

interface InvoiceState {
  status: 'CART' | 'PENDING' | 'COMPLETED' | 'CANCELED';
  paymentMethod: string | null;
  paid: boolean;
}

/**
 * Refuses an order that is not the user's placed order of the store (NOT_FOUND, so another customer's uuid
 * tells nothing) or has no invoice yet: an order has one once paid (or fulfilled), or straight away when it
 * is paid by invoice; a cancelled order has none.
 */
export async function requireInvoiceable(db: Database, storeId: number, userId: string, orderId: string, field = 'orderUuid') {
  const [row] = isUuid(orderId)
    ? await selectRows<InvoiceState>(
        db,
        sql`select o.status, o.payment_method as "paymentMethod",
              exists(select 1 from payments p where p.order_id = o.id and p.status = 'PAID') as paid
            from orders o join users u on u.id = o.user_id and u.deleted_at is null
            where o.id = ${orderId} and o.store_id = ${storeId} and o.user_id = ${userId}`,
      )
    : [];
  if (!row || row.status === 'CART') throw new DomainError('NOT_FOUND', {}, field);
  const invoiceable = row.status === 'COMPLETED' || (row.status === 'PENDING' && (row.paid || row.paymentMethod === 'invoice'));
  if (!invoiceable) throw new DomainError('INVOICE_NOT_AVAILABLE', {}, field);
}

/** A short-lived link to the invoice PDF of one of the logged-in customer's orders (served by the invoice route). */
export async function invoiceLink(ctx: GatewayContext, scope: StoreScope, orderUuid: string, runtime: AccountsRuntime, now = new Date()) {
  const userId = await requireUserId(ctx, scope);
  await requireInvoiceable(ctx.db, scope.store.id, userId, orderUuid);
  const expiresAt = Math.floor(now.getTime() / 1000) + INVOICE_LINK_SECONDS;
  const token = signInvoiceToken(runtime.invoices.secret, { orderId: orderUuid, userId, language: scope.language.languageCode, expiresAt });
  return { url: invoicePath(token) };
}
