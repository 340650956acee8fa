import { html } from './html';
import { button, emailLayout, paragraph } from './layout';
import { formatDateTime, formatMoney, mailMessages, type MailLocale } from './format';
import { translator } from './translate';
import type { RenderedEmail } from './rendered-email';

export interface ActivationConfirmationData {
  where: MailLocale;
  storeName: string;
  referenceNumber: string;
  /** Only the masked number ever reaches an e-mail: "···· ···· ···· ···· 0012". */
  maskedCardNumber: string;
  amount: number;
  currency: string;
  /** The moment by which the value is on the card (24 hours after payment). */
  activeBefore: Date;
  /** True when the value is already on the card. */
  activated: boolean;
  voucherUrl: string;
}


/** The buyer's confirmation of a Choice card activation: the masked card, the value and when it is on the card. */
export function renderActivationConfirmationEmail(data: ActivationConfirmationData): RenderedEmail {
  const t = translator(mailMessages(data.where));
  const value = formatMoney(data.amount, data.currency, data.where.locale);
  const subject = t('activationSubject', { reference: data.referenceNumber });
  const status = data.activated ? t('activationDone') : t('activationPromise', { date: formatDateTime(data.activeBefore, data.where) });
  const rows: [string, string][] = [
    [t('orderReference'), data.referenceNumber],
    [t('cardNumber'), data.maskedCardNumber],
    [t('value'), value],
  ];
  const body = html`${paragraph(t('greetingNoName'))}${paragraph(t('activationIntro', { value }))}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">
${rows.map(([label, content]) => html`<tr><td style="padding:4px 16px 4px 0;color:#616e7c;">${label}</td><td style="padding:4px 0;font-weight:bold;">${content}</td></tr>`)}
</table>
${paragraph(status)}${button(data.voucherUrl, t('activationVoucher'))}
${paragraph(html`<span style="font-size:13px;color:#616e7c;">${t('activationKeep')}</span>`)}
${paragraph(html`${t('signOff')}<br>${data.storeName}`)}`;
  const text = [
    t('greetingNoName'),
    '',
    t('activationIntro', { value }),
    '',
    ...rows.map(([label, content]) => `${label}: ${content}`),
    '',
    status,
    `${t('activationVoucher')}: ${data.voucherUrl}`,
    '',
    t('activationKeep'),
    '',
    t('signOff'),
    data.storeName,
  ].join('\n');
  return { subject, html: emailLayout({ language: data.where.language, title: subject, storeName: data.storeName, footer: t('footer', { store: data.storeName }), body }), text };
}
