import { html } from './html';
import { emailLayout, FONT, multiline, paragraph } from './layout';
import { formatCardNumber, formatDate, formatIsoDate, formatMoney, mailMessages, type MailLocale } from './format';
import { translator } from './translate';
import type { RenderedEmail } from './rendered-email';

export interface PrintPackage {
  receiver: string;
  productTitle: string;
  cards: { cardNumber: string; pin: string; value: number }[];
  wrapper: string | null;
  giftPacking: string | null;
  message: string | null;
}

export interface ShipmentPrintData {
  where: MailLocale;
  storeName: string;
  referenceNumber: string;
  currency: string;
  dispatchDate: string;
  expectedDeliveryDate: string | null;
  registeredPost: boolean;
  address: string;
  expiresAt: Date;
  packages: PrintPackage[];
}

/** The print-and-post order's subject, known when it is queued (the body is rendered when it is sent). */
export function shipmentPrintSubject(where: MailLocale, referenceNumber: string, dispatchDate: string): string {
  return translator(mailMessages(where))('printSubject', { reference: referenceNumber, date: dispatchDate });
}

/**
 * The print-and-post order for the store's fulfilment desk: one physical shipment with the numbers and PINs to print
 * on its cards. It is how a physical card's PIN reaches its card; nothing else ever holds it in plain text.
 */
export function renderShipmentPrintEmail(data: ShipmentPrintData): RenderedEmail {
  const t = translator(mailMessages(data.where));
  const money = (amount: number) => formatMoney(amount, data.currency, data.where.locale);
  const date = formatIsoDate(data.dispatchDate, data.where.locale);
  const subject = shipmentPrintSubject(data.where, data.referenceNumber, data.dispatchDate);
  const delivery = [
    data.registeredPost ? t('byRegisteredPost') : t('byPost'),
    ...(data.expectedDeliveryDate ? [t('expectedOn', { date: formatIsoDate(data.expectedDeliveryDate, data.where.locale) })] : []),
  ];
  const expiry = `${t('validUntil')}: ${formatDate(data.expiresAt, data.where)}`;
  const cardLine = (c: PrintPackage['cards'][number]) => `${formatCardNumber(c.cardNumber)} · ${t('pin')} ${c.pin} · ${money(c.value)}`;
  const extras = (p: PrintPackage) => [
    ...(p.wrapper ? [t('wrapper', { title: p.wrapper })] : []),
    ...(p.giftPacking ? [t('giftPacking', { title: p.giftPacking })] : []),
  ];

  const body = html`${paragraph(t('printIntro', { date }))}
${paragraph(html`<strong>${t('address')}</strong><br>${data.address}<br>${delivery.map((line, i) => (i ? [html`<br>`, line] : line))}`)}
${data.packages.map(
  (p) => html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;border:1px solid #e4e7eb;border-radius:8px;"><tr><td style="padding:12px 16px;${FONT}">
<strong>${t('receiver')}: ${p.receiver}</strong><br>${p.productTitle}<br>
${p.cards.map((c) => html`<span style="font-family:monospace;">${cardLine(c)}</span><br>`)}
${expiry}<br>
${extras(p).map((line) => html`${line}<br>`)}
${p.message ? html`<em>${t('messageLine')}:</em><br>${multiline(p.message)}` : ''}
</td></tr></table>`,
)}`;

  const text = [
    t('printIntro', { date }),
    '',
    `${t('address')}: ${data.address}`,
    ...delivery,
    '',
    ...data.packages.flatMap((p) => [
      `${t('receiver')}: ${p.receiver}`,
      p.productTitle,
      ...p.cards.map(cardLine),
      expiry,
      ...extras(p),
      ...(p.message ? [`${t('messageLine')}:`, p.message] : []),
      '',
    ]),
  ].join('\n');

  return { subject, html: emailLayout({ language: data.where.language, title: subject, storeName: data.storeName, footer: t('footer', { store: data.storeName }), body }), text };
}
