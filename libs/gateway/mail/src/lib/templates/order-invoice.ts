import { formatUntyped, pickMessages } from '@giftshop/util-i18n/core';
import { orderInvoiceEmailCatalogue } from './i18n/order-invoice';
import { html } from './html';
import { emailLayout, paragraph } from './layout';
import type { RenderedEmail } from './rendered-email';


/** The template name and idempotency key of an invoice order's e-mail; the sender renders its PDF from the order id in the key. */
export const ORDER_INVOICE_TEMPLATE = 'order-invoice';
export const orderInvoiceKey = (orderId: string) => `${ORDER_INVOICE_TEMPLATE}:${orderId}`;
export const orderIdOfInvoiceKey = (key: string) => (key.startsWith(`${ORDER_INVOICE_TEMPLATE}:`) ? key.slice(ORDER_INVOICE_TEMPLATE.length + 1) : null);

/** Days an invoice order has to pay, printed on its invoice and in its e-mail. */
export const INVOICE_PAYMENT_DAYS = 14;

export interface OrderInvoiceEmailData {
  language: string;
  storeName: string;
  referenceNumber: string;
  /** The order total, formatted in the e-mail's locale. */
  total: string;
}


/** The e-mail to an invoice order's invoice address; its PDF invoice is attached when the outbox sends it. */
export function renderOrderInvoiceEmail(data: OrderInvoiceEmailData): RenderedEmail {
  const m = pickMessages(orderInvoiceEmailCatalogue, data.language);
  const values = { reference: data.referenceNumber, store: data.storeName, total: data.total, days: String(INVOICE_PAYMENT_DAYS) };
  const subject = formatUntyped(m.subject, values);
  const lines = [m.greeting, formatUntyped(m.intro, values), formatUntyped(m.pay, values)];
  const body = html`${lines.map((line) => paragraph(line))}${paragraph(html`${m.signOff}<br />${data.storeName}`)}`;
  const text = [...lines, `${m.signOff}\n${data.storeName}`].join('\n\n');
  return { subject, html: emailLayout({ language: data.language, title: subject, storeName: data.storeName, footer: formatUntyped(m.footer, values), body }), text };
}
