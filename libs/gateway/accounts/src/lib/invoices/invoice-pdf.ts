// pdfkit ships no types: the reference brings ours into every program that compiles this file (the gateway app too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./pdfkit.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { format, pickMessages } from '@giftshop/util-i18n/core';
import type { CustomerOrderView } from '@giftshop/gateway-order-payments';
import { postalAddressLines } from '@giftshop/util-validation';
import { invoiceCatalogue } from './i18n';

const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

/** The embedded fonts' files, read once: fontkit embeds only the glyphs an invoice uses. */
function fonts() {
  if (!fontFiles) {
    const resolve = createRequire(join(__dirname, 'invoice-pdf.ts')).resolve;
    fontFiles = {
      regular: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      bold: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    };
  }
  return fontFiles;
}


export interface InvoiceSeller {
  name: string;
  origin: string;
  /** The legal entity from brand data (`legalEntity` in brands/<KEY>/brand.json): printed under the title. */
  legalEntity?: { name: string; address: string[]; companyNumber: string; vatNumber: string };
}

/** How an unpaid invoice order is to be paid: the terms and the account (`bankDetails` in brand data). */
export interface InvoicePaymentTerms {
  days: number;
  bank: { accountName: string; iban: string; bic: string; sortCode?: string; accountNumber?: string };
}

export interface InvoiceRequest {
  order: CustomerOrderView;
  seller: InvoiceSeller;
  language: string;
  locale: string;
  issuedAt: Date;
  /** Set on the invoice of an invoice order, which is sent before it is paid. */
  paymentTerms?: InvoicePaymentTerms;
}

/**
 * The invoice of a placed order as a PDF (A4, DejaVu Sans embedded: the standard PDF fonts cannot print Polish, Czech
 * or many other Latin letters, and an invoice shows customers' names and addresses as they wrote them).
 * Streams are left uncompressed: an invoice is a few kilobytes either way, and its text stays searchable.
 */
export function renderInvoicePdf({ order, seller, language, locale, issuedAt, paymentTerms }: InvoiceRequest): Promise<Buffer> {
  const t = pickMessages(invoiceCatalogue, language);
  const amount = (minorUnits: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: order.totals.grandTotal.currency, minimumFractionDigits: 2 }).format(minorUnits / 100);
  const day = (date: Date) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  const title = `${t.invoice} ${order.referenceNumber ?? order.uuid}`;
  const doc = new PDFDocument({ size: 'A4', margin: 50, compress: false, info: { Title: title, Author: seller.name, CreationDate: issuedAt } });
  doc.registerFont(REGULAR, fonts().regular);
  doc.registerFont(BOLD, fonts().bold);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const row = (label: string, count: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? BOLD : REGULAR);
    doc.text(label, left, y, { width: width - 160 });
    const after = doc.y;
    doc.text(count, left + width - 160, y, { width: 50, align: 'right' });
    doc.text(value, left + width - 100, y, { width: 100, align: 'right' });
    doc.y = Math.max(after, doc.y);
  };
  const rule = () => {
    doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).stroke();
    doc.moveDown(0.5);
  };

  doc.font(BOLD).fontSize(20).text(title);
  doc.font(REGULAR).fontSize(10).text(seller.name).text(seller.origin.replace(/^https?:\/\//, ''));
  const legal = seller.legalEntity;
  if (legal) {
    doc.text(legal.name);
    for (const line of legal.address) doc.text(line);
    doc.text(`${t.companyNumber}: ${legal.companyNumber}`).text(`${t.vatNumber}: ${legal.vatNumber}`);
  }
  doc.moveDown();
  doc.text(`${t.reference}: ${order.referenceNumber ?? order.uuid}`);
  doc.text(`${t.date}: ${day(issuedAt)}`);
  doc.text(`${t.orderDate}: ${day(new Date(order.orderDate))}`);
  if (order.paymentMethodTitle) doc.text(`${t.payment}: ${order.paymentMethodTitle}`);
  doc.moveDown();

  const billing = order.billingAddress;
  if (billing) {
    doc.font(BOLD).text(t.billedTo).font(REGULAR);
    // In the order of the billing country's post (number first in the UK, postcode after the town).
    const lines = [
      ...postalAddressLines({ ...billing, name: `${billing.firstName ?? ''} ${billing.lastName ?? ''}`.trim() }),
      billing.countryCode,
      billing.vatNumber && `${t.vatNumber}: ${billing.vatNumber}`,
      billing.kvkNumber && `${t.kvkNumber}: ${billing.kvkNumber}`,
      billing.referenceNumber && `${t.yourReference}: ${billing.referenceNumber}`,
      billing.invoiceEmail && `${t.invoiceEmail}: ${billing.invoiceEmail}`,
    ];
    for (const line of lines) if (line) doc.text(line);
    doc.moveDown();
  }

  row(t.description, t.quantity, t.amount, true);
  rule();
  for (const item of order.items) row(item.productTitle, String(item.count), amount(item.price.minorUnits * item.count));
  if (order.extras.minorUnits) row(t.extras, '', amount(order.extras.minorUnits));
  if (order.shippingCosts.minorUnits) row(t.shipping, '', amount(order.shippingCosts.minorUnits));
  if (order.serviceFee.minorUnits) row(t.serviceFee, '', amount(order.serviceFee.minorUnits));
  rule();
  const withoutTax = order.totals.grandTotalWithoutTax.minorUnits;
  row(t.subtotal, '', amount(withoutTax));
  const vat = order.totals.grandTotal.minorUnits - withoutTax;
  if (paymentTerms && vat === 0) row(t.vatNotApplicable, '', '');
  else row(t.vat, '', amount(vat));
  row(t.total, '', amount(order.totals.grandTotal.minorUnits), true);
  doc.moveDown(2);
  if (paymentTerms) {
    const due = new Date(issuedAt.getTime() + paymentTerms.days * 86_400_000);
    const bank = paymentTerms.bank;
    doc.font(REGULAR).text(format(t.terms, { days: paymentTerms.days, date: day(due) }), left, doc.y, { width });
    doc.moveDown(0.5).font(BOLD).text(t.payTo).font(REGULAR);
    const lines = [
      `${t.accountName}: ${bank.accountName}`,
      `IBAN: ${bank.iban}`,
      `BIC: ${bank.bic}`,
      bank.sortCode && `${t.sortCode}: ${bank.sortCode}`,
      bank.accountNumber && `${t.accountNumber}: ${bank.accountNumber}`,
    ];
    for (const line of lines) if (line) doc.text(line);
    doc.font(BOLD).text(`${t.quote}: ${order.referenceNumber ?? order.uuid}`).font(REGULAR);
    doc.moveDown(2);
  }
  doc.font(REGULAR).fontSize(8).text(t.vatNote, left, doc.y, { width });
  doc.end();
  return done;
}
