import type { ServerResponse } from 'node:http';
import { createSessionHandle, DomainError, sessionCookieOptions, type HttpRoute } from '@giftshop/gateway-core';
import { cartRepository } from '@giftshop/gateway-cart-data';
import type { AccountsRuntime } from '../accounts.runtime';
import { renderOrderInvoice } from './order-invoice';
import { requireInvoiceable } from './invoice.service';
import { readInvoiceToken } from './invoice-token';

const PATH = /^\/invoices\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\.pdf$/;

function refuse(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' });
  res.end(JSON.stringify({ errors: [{ message }] }));
}

/**
 * GET /invoices/<token>.pdf: the invoice of a link from `invoice`. The link works for a few minutes and only in
 * a browser logged in as the customer it was made for (its session cookie), and only while the order still has
 * an invoice; a copied link is useless to anyone else.
 */
export function invoiceRoute(runtime: AccountsRuntime, now = () => new Date()): HttpRoute {
  return {
    method: 'GET',
    prefix: '/invoices/',
    async handle(req, res, { db, stores, log }) {
      const match = PATH.exec((req.url ?? '').split('?', 1)[0]);
      const grant = match ? readInvoiceToken(runtime.invoices.secret, match[1]) : null;
      if (!grant) return refuse(res, 404, 'Not found');
      if (grant.expiresAt * 1000 <= now().getTime()) return refuse(res, 410, 'This invoice link has expired.');
      const session = await createSessionHandle({
        db,
        cookieHeader: req.headers.cookie ?? null,
        cookie: sessionCookieOptions(runtime.invoices.production),
        setCookie: () => undefined,
      }).get();
      const order = await cartRepository.findOrder(db, grant.orderId);
      const store = order ? stores.get(order.storeId) : undefined;
      if (!order || !store || session?.userId !== grant.userId || session.storeId !== store.id) return refuse(res, 403, 'Forbidden');
      const language = store.languages.find((l) => l.languageCode === grant.language) ?? store.languages.find((l) => l.isDefault) ?? store.languages[0];
      try {
        await requireInvoiceable(db, store.id, grant.userId, order.id);
      } catch (error) {
        if (error instanceof DomainError) return refuse(res, 404, 'Not found');
        throw error;
      }
      const { pdf, filename } = await renderOrderInvoice(db, {
        store,
        language,
        order,
        brand: runtime.invoices.sellerOf?.(store) ?? {},
        withTerms: order.paymentMethod === 'invoice' && order.status === 'PENDING',
        now: now(),
      });
      log.info({ orderId: order.id }, 'invoice downloaded');
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': String(pdf.length),
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      res.end(pdf);
    },
  };
}
