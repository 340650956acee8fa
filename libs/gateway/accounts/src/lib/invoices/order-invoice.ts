import { messagesIn, type StoreInfo, type StoreLanguage } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import type { OrderRow } from '@giftshop/gateway-cart-data';
import { INVOICE_PAYMENT_DAYS } from '@giftshop/gateway-mail';
import { customerOrderView } from '@giftshop/gateway-order-payments';
import { renderInvoicePdf, type InvoicePaymentTerms, type InvoiceSeller } from './invoice-pdf';

/** What brand data adds to an invoice (`legalEntity` and `bankDetails` in brands/<KEY>/brand.json). */
export interface InvoiceBrandData {
  legalEntity?: InvoiceSeller['legalEntity'];
  bankDetails?: InvoicePaymentTerms['bank'];
}

/**
 * The invoice of a placed order, the same wherever it is issued (the e-mail of an invoice order, the account's
 * download): dated when the order was placed, with the seller's legal entity, and with the terms and the account to
 * pay to when `withTerms` (an invoice order not paid yet) and the brand has an account.
 */
export async function renderOrderInvoice(
  db: Database,
  { store, language, order, brand, withTerms, now = new Date() }: { store: StoreInfo; language: StoreLanguage; order: OrderRow; brand: InvoiceBrandData; withTerms: boolean; now?: Date },
) {
  const view = await customerOrderView(db, { store, language, countryCode: store.countryCode, redeemToken: null }, order.id);
  const pdf = await renderInvoicePdf({
    order: view,
    seller: { name: store.name, origin: store.origin, legalEntity: brand.legalEntity },
    language: messagesIn({ language }),
    locale: language.locale,
    issuedAt: order.placedAt ?? now,
    paymentTerms: withTerms && brand.bankDetails ? { days: INVOICE_PAYMENT_DAYS, bank: brand.bankDetails } : undefined,
  });
  return { pdf, filename: `invoice-${(view.referenceNumber ?? order.id).replace(/[^A-Za-z0-9-]/g, '')}.pdf` };
}
