import { html } from './html';
import { emailLayout, paragraph } from './layout';
import type { RenderedEmail } from './rendered-email';

const messages = {
  en: {
    subject: 'Invoice for your order {reference}',
    greeting: 'Hello,',
    intro: 'Thank you for your order {reference} at {store}. The invoice of {total} is attached to this e-mail as a PDF.',
    pay: 'Please pay within {days} days by bank transfer to the account on the invoice and quote {reference} as the payment reference. We send the gift cards as soon as your payment has arrived.',
    signOff: 'Kind regards,',
    footer: 'This e-mail was sent by {store} to the invoice e-mail address given with order {reference}.',
  },
  nl: {
    subject: 'Factuur voor je bestelling {reference}',
    greeting: 'Hallo,',
    intro: 'Bedankt voor je bestelling {reference} bij {store}. De factuur van {total} zit als pdf bij deze e-mail.',
    pay: 'Betaal binnen {days} dagen per bankoverschrijving naar de rekening op de factuur en vermeld {reference} als betalingskenmerk. We versturen de cadeaubonnen zodra je betaling binnen is.',
    signOff: 'Met vriendelijke groet,',
    footer: 'Deze e-mail is verstuurd door {store} naar het factuur-e-mailadres van bestelling {reference}.',
  },
};

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

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The e-mail to an invoice order's invoice address; its PDF invoice is attached when the outbox sends it. */
export function renderOrderInvoiceEmail(data: OrderInvoiceEmailData): RenderedEmail {
  const m = messages[data.language as keyof typeof messages] ?? messages.en;
  const values = { reference: data.referenceNumber, store: data.storeName, total: data.total, days: String(INVOICE_PAYMENT_DAYS) };
  const subject = fill(m.subject, values);
  const lines = [m.greeting, fill(m.intro, values), fill(m.pay, values)];
  const body = html`${lines.map((line) => paragraph(line))}${paragraph(html`${m.signOff}<br />${data.storeName}`)}`;
  const text = [...lines, `${m.signOff}\n${data.storeName}`].join('\n\n');
  return { subject, html: emailLayout({ language: data.language, title: subject, storeName: data.storeName, footer: fill(m.footer, values), body }), text };
}
