import { html } from './html';
import { button, emailLayout, FONT, paragraph } from './layout';
import { formatIsoDate, formatList, formatMoney, mailMessages, type MailLocale } from './format';
import { translator, type Translate } from './translate';
import type { RenderedEmail } from './rendered-email';

export interface OrderLine {
  /** Extras are labelled in the e-mail's language ("Wrapper: Red"); other lines show their title as is. */
  kind: 'ITEM' | 'WRAPPER' | 'GIFT_PACKING' | 'PERSONAL_MESSAGE';
  title: string;
  quantity: number;
  /** Line total in minor units. */
  amount: number;
  /** A card above the card maximum: the values of the cards each one is issued as (e.g. 15000, 15000, 10000). */
  cardValues?: number[];
}

export interface ShipmentSummary {
  deliveryType: 'DIGITAL' | 'PHYSICAL';
  registeredPost: boolean;
  /** Names or e-mail addresses of the receivers. */
  recipients: string[];
  /** Digital: the chosen delivery date (YYYY-MM-DD) and time (HH:mm); null means as soon as possible. */
  deliveryDate: string | null;
  deliveryTime: string | null;
  /** Physical: the day it leaves and the expected letterbox day (YYYY-MM-DD). */
  dispatchDate: string | null;
  expectedDeliveryDate: string | null;
  /** Physical: the address on one line. */
  address: string | null;
}

export interface OrderConfirmationData {
  where: MailLocale;
  storeName: string;
  accent?: string | null;
  buyerName: string | null;
  referenceNumber: string;
  orderUrl: string;
  currency: string;
  lines: OrderLine[];
  shipments: ShipmentSummary[];
  subTotal: number;
  /** Postage of the physical shipments; no line when zero. */
  shipping: number;
  adjustments: { title: string; amount: number }[];
  grandTotal: number;
  /** Gift card balances that paid part of the total (a redeem order), by the cards' last four digits. */
  cardPayments?: { lastDigits: string; amount: number }[];
}

function lineTitle(line: OrderLine, t: Translate): string {
  if (line.kind === 'WRAPPER') return t('wrapper', { title: line.title });
  if (line.kind === 'GIFT_PACKING') return t('giftPacking', { title: line.title });
  if (line.kind === 'PERSONAL_MESSAGE') return t('messageLine');
  return line.title;
}

/** "Sent as 3 cards: £150.00, £150.00 and £100.00" under a card issued as several, as the basket said before paying. */
function splitNote(line: OrderLine, t: Translate, money: (amount: number) => string, locale: string): string | null {
  if (!line.cardValues || line.cardValues.length < 2) return null;
  const amounts = formatList(line.cardValues.map(money), locale);
  return t(line.quantity > 1 ? 'splitEach' : 'split', { count: String(line.cardValues.length), amounts });
}

function deliveryLines(shipment: ShipmentSummary, t: Translate, locale: string): string[] {
  const date = (iso: string) => formatIsoDate(iso, locale);
  if (shipment.deliveryType === 'DIGITAL') {
    const when = shipment.deliveryDate
      ? shipment.deliveryTime
        ? t('sendAt', { date: date(shipment.deliveryDate), time: shipment.deliveryTime })
        : t('sendOn', { date: date(shipment.deliveryDate) })
      : t('sendSoon');
    return [t('byEmail'), when, `${t('recipients')}: ${shipment.recipients.join(', ')}`];
  }
  return [
    shipment.registeredPost ? t('byRegisteredPost') : t('byPost'),
    ...(shipment.dispatchDate ? [t('dispatchOn', { date: date(shipment.dispatchDate) })] : []),
    ...(shipment.expectedDeliveryDate ? [t('expectedOn', { date: date(shipment.expectedDeliveryDate) })] : []),
    ...(shipment.address ? [shipment.address] : []),
    `${t('recipients')}: ${shipment.recipients.join(', ')}`,
  ];
}

/** What the gift cards of a redeem order paid, then what was paid online; nothing for an order without cards. */
function paymentRows(data: OrderConfirmationData, t: Translate) {
  const cards = data.cardPayments ?? [];
  if (cards.length === 0) return [];
  const byCards = cards.reduce((sum, card) => sum + card.amount, 0);
  const online = data.grandTotal - byCards;
  return [
    ...cards.map((card) => ({ title: t('paidWithCard', { digits: card.lastDigits }), amount: card.amount, strong: false })),
    ...(online > 0 ? [{ title: t('paidOnline'), amount: online, strong: false }] : []),
  ];
}

/** The buyer's confirmation: reference, lines, totals, how and when each shipment is delivered, a link to the order. */
export function renderOrderConfirmationEmail(data: OrderConfirmationData): RenderedEmail {
  const t = translator(mailMessages(data.where));
  const money = (amount: number) => formatMoney(amount, data.currency, data.where.locale);
  // A line that costs nothing (a free wrapper or message) says so instead of £0.00.
  const lineAmount = (amount: number) => (amount === 0 ? t('free') : money(amount));
  const split = (line: OrderLine) => splitNote(line, t, money, data.where.locale);
  const subject = t('orderSubject', { reference: data.referenceNumber, store: data.storeName });
  const greeting = data.buyerName ? t('greeting', { name: data.buyerName }) : t('greetingNoName');
  const cell = `padding:8px 4px;border-bottom:1px solid #e4e7eb;${FONT}`;
  const totals = [
    { title: t('subTotal'), amount: data.subTotal, strong: false },
    ...(data.shipping ? [{ title: t('shipping'), amount: data.shipping, strong: false }] : []),
    ...data.adjustments.map((a) => ({ ...a, strong: false })),
    { title: t('total'), amount: data.grandTotal, strong: true },
    ...paymentRows(data, t),
  ];
  const deliveries = data.shipments.map((s) => deliveryLines(s, t, data.where.locale));

  const body = html`${paragraph(greeting)}${paragraph(t('orderIntro'))}
${paragraph(html`${t('orderReference')}: <strong>${data.referenceNumber}</strong>`)}
<h2 style="margin:0 0 8px 0;${FONT}font-size:18px;">${t('orderItems')}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px 0;">
<tr><th align="left" style="${cell}font-size:13px;">${t('item')}</th><th align="right" style="${cell}font-size:13px;">${t('quantity')}</th><th align="right" style="${cell}font-size:13px;">${t('price')}</th></tr>
${data.lines.map((line) => html`<tr><td style="${cell}">${lineTitle(line, t)}${split(line) ? [html`<br><span style="font-size:13px;">`, split(line), html`</span>`] : ''}</td><td align="right" style="${cell}">${line.quantity}</td><td align="right" style="${cell}">${lineAmount(line.amount)}</td></tr>`)}
${totals.map((row) => html`<tr><td colspan="2" style="${cell}${row.strong ? 'font-weight:bold;' : ''}">${row.title}</td><td align="right" style="${cell}${row.strong ? 'font-weight:bold;' : ''}">${money(row.amount)}</td></tr>`)}
</table>
<h2 style="margin:0 0 8px 0;${FONT}font-size:18px;">${t('delivery')}</h2>
${deliveries.map((lines) => paragraph(html`${lines.map((line, i) => (i ? [html`<br>`, line] : html`<strong>${line}</strong>`))}`))}
${button(data.orderUrl, t('viewOrder'), data.accent)}
${paragraph(html`${t('signOff')}<br>${data.storeName}`)}`;

  const text = [
    greeting,
    '',
    t('orderIntro'),
    '',
    `${t('orderReference')}: ${data.referenceNumber}`,
    '',
    `${t('orderItems')}:`,
    ...data.lines.flatMap((line) => [`${line.quantity} × ${lineTitle(line, t)}: ${lineAmount(line.amount)}`, ...(split(line) ? [`  ${split(line)}`] : [])]),
    ...totals.map((row) => `${row.title}: ${money(row.amount)}`),
    '',
    `${t('delivery')}:`,
    ...deliveries.flatMap((lines) => [...lines, '']),
    `${t('viewOrder')}: ${data.orderUrl}`,
    '',
    t('signOff'),
    data.storeName,
  ].join('\n');

  return {
    subject,
    html: emailLayout({ language: data.where.language, title: subject, storeName: data.storeName, footer: t('footer', { store: data.storeName }), accent: data.accent, body }),
    text,
  };
}
