import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { StoreInfo, StoreRegistry } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import { renderOrderInvoice, type InvoiceBrandData } from '@giftshop/gateway-accounts';
import { cartRepository } from '@giftshop/gateway-cart-data';
import { orderIdOfInvoiceKey, type OutboxAttachments } from '@giftshop/gateway-mail';

/** The seller's legal entity and bank account of a store, read once per build key from `brands/<build key>/brand.json`. */
export function brandInvoiceData(brandsDir = resolve(process.cwd(), 'brands')): (store: StoreInfo) => InvoiceBrandData {
  const cache = new Map<string, InvoiceBrandData>();
  return (store) => {
    const known = cache.get(store.buildKey);
    if (known) return known;
    const file = join(brandsDir, store.buildKey, 'brand.json');
    const brand: InvoiceBrandData = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    const data = { legalEntity: brand.legalEntity, bankDetails: brand.bankDetails };
    cache.set(store.buildKey, data);
    return data;
  };
}

/**
 * The outbox's attachments: the PDF invoice of an invoice order's e-mail (`order-invoice:<order uuid>`), drawn when
 * the e-mail is sent from the order as it stands, with the seller and the account to pay to from brand data.
 */
export function orderInvoiceAttachments(db: Database, stores: StoreRegistry, brandsDir = resolve(process.cwd(), 'brands'), now = () => new Date()): OutboxAttachments {
  const brandData = brandInvoiceData(brandsDir);
  return async ({ storeId, idempotencyKey }) => {
    const orderId = orderIdOfInvoiceKey(idempotencyKey);
    if (!orderId) return [];
    const order = await cartRepository.findOrder(db, orderId);
    const store = stores.get(storeId);
    if (!order || !store || order.storeId !== store.id) throw new Error('The order of an invoice e-mail is missing');
    const language = store.languages.find((l) => l.languageCode === order.languageCode) ?? store.languages.find((l) => l.isDefault) ?? store.languages[0];
    // An invoice order is e-mailed its invoice when placed, before it is paid: with the terms to pay by.
    const { pdf, filename } = await renderOrderInvoice(db, { store, language, order, brand: brandData(store), withTerms: true, now: now() });
    return [{ filename, content: pdf, contentType: 'application/pdf' }];
  };
}
