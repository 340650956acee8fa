import { html, safeColor } from './html';
import { button, emailLayout, FONT, multiline, paragraph } from './layout';
import { formatCardNumber, formatDate, formatMoney, mailMessages, type MailLocale } from './format';
import { translator } from './translate';
import type { RenderedEmail } from './rendered-email';

export interface CardDeliveryData {
  where: MailLocale;
  storeName: string;
  recipientName: string | null;
  senderName: string | null;
  productTitle: string;
  /** The card's colour (product background), #rrggbb. */
  cardColor: string;
  currency: string;
  /** The receiver's cards: one, or several when the quantity is above one or a high value was split. */
  cards: DeliveredCard[];
  expiresAt: Date;
  message: string | null;
  /** The digital wrapper chosen for the card, if any. */
  wrapper: { title: string; color: string } | null;
}

export interface DeliveredCard {
  cardNumber: string;
  pin: string;
  value: number;
  checkBalanceUrl: string;
}

/** Dots of the design band: size in px and colour, drawn with table cells so mail clients without images show it. */
const DOTS: [number, string][] = [
  [10, '#ffffff'], [6, 'rgba(255,255,255,0.6)'], [14, '#ffffff'], [8, 'rgba(0,0,0,0.15)'], [12, '#ffffff'], [6, '#ffffff'],
  [16, 'rgba(255,255,255,0.7)'], [8, '#ffffff'], [10, 'rgba(0,0,0,0.15)'], [14, '#ffffff'], [6, 'rgba(255,255,255,0.6)'], [12, '#ffffff'],
];

/** The chosen e-mail design, shown as a band of its colour and pattern above the card (not as a "Design: …" label). */
function designBanner(wrapper: { title: string; color: string }) {
  const color = safeColor(wrapper.color, '#cccccc');
  const dots = DOTS.map(([size, dot], i) => html`<span style="display:inline-block;width:${size}px;height:${size}px;margin:${(i % 3) * 6}px 6px 0 6px;border-radius:${size}px;background-color:${dot};"></span>`);
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" title="${wrapper.title}" data-design="" style="margin:0 0 24px 0;background-color:${color};border-radius:12px;">
<tr><td align="center" style="padding:24px 12px;font-size:0;line-height:0;">${dots}</td></tr>
</table>`;
}

/** The card e-mail's subject, without rendering the e-mail (it is queued before its body is made). */
export function cardDeliverySubject(where: MailLocale, senderName: string | null): string {
  const t = translator(mailMessages(where));
  return senderName ? t('cardSubject', { sender: senderName }) : t('cardSubjectNoSender');
}

/** The recipient's e-mail: each card with its number and PIN, the sender's message and a balance-check link. */
export function renderCardDeliveryEmail(data: CardDeliveryData): RenderedEmail {
  const t = translator(mailMessages(data.where));
  const money = (amount: number) => formatMoney(amount, data.currency, data.where.locale);
  const value = money(data.cards.reduce((sum, card) => sum + card.value, 0));
  const expiry = formatDate(data.expiresAt, data.where);
  const subject = cardDeliverySubject(data.where, data.senderName);
  const intro = data.senderName
    ? t('cardIntro', { sender: data.senderName, title: data.productTitle, value })
    : t('cardIntroNoSender', { title: data.productTitle, value });
  const greeting = data.recipientName ? t('greeting', { name: data.recipientName }) : t('greetingNoName');
  const cardColor = safeColor(data.cardColor, '#1f2933');
  const row = (label: string, content: string, big = false) =>
    html`<tr><td style="padding:4px 0;${FONT}color:#ffffff;font-size:13px;">${label}</td></tr><tr><td style="padding:0 0 12px 0;${FONT}color:#ffffff;font-size:${big ? '22px' : '18px'};font-weight:bold;letter-spacing:1px;">${content}</td></tr>`;

  const body = html`${data.wrapper ? designBanner(data.wrapper) : ''}${paragraph(greeting)}${paragraph(intro)}
${data.message ? html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px 0;"><tr><td style="border-left:4px solid ${cardColor};padding:8px 16px;${FONT}"><strong>${t('personalMessage')}</strong><br>${multiline(data.message)}</td></tr></table>` : ''}
${data.cards.map(
  (card) => html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;background-color:${cardColor};border-radius:12px;">
<tr><td style="padding:20px 24px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:0 0 12px 0;${FONT}color:#ffffff;font-size:18px;font-weight:bold;">${data.productTitle}</td></tr>
${row(t('value'), money(card.value), true)}${row(t('cardNumber'), formatCardNumber(card.cardNumber))}${row(t('pin'), card.pin)}${row(t('validUntil'), expiry)}
</table>
</td></tr>
</table>
${button(card.checkBalanceUrl, t('checkBalance'), cardColor)}`,
)}
${paragraph(html`<span style="font-size:13px;color:#616e7c;">${t('keepSafe')}</span>`)}
${paragraph(html`${t('signOff')}<br>${data.storeName}`)}`;

  const text = [
    greeting,
    '',
    intro,
    ...(data.message ? ['', `${t('personalMessage')}:`, data.message] : []),
    '',
    ...data.cards.flatMap((card) => [
      data.productTitle,
      `${t('value')}: ${money(card.value)}`,
      `${t('cardNumber')}: ${formatCardNumber(card.cardNumber)}`,
      `${t('pin')}: ${card.pin}`,
      `${t('validUntil')}: ${expiry}`,
      `${t('checkBalance')}: ${card.checkBalanceUrl}`,
      '',
    ]),
    ...(data.wrapper ? [`${t('design')}: ${data.wrapper.title}`, ''] : []),
    t('keepSafe'),
    '',
    t('signOff'),
    data.storeName,
  ].join('\n');

  return {
    subject,
    html: emailLayout({ language: data.where.language, title: subject, storeName: data.storeName, footer: t('footer', { store: data.storeName }), accent: cardColor, body }),
    text,
  };
}
