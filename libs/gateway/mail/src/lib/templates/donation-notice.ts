import { html } from './html';
import { emailLayout, FONT, multiline, paragraph } from './layout';
import { formatMoney, mailMessages, type MailLocale } from './format';
import { donationNoticeTranslator } from './donation-notice.messages';
import type { RenderedEmail } from './rendered-email';

export interface DonationNoticeData {
  where: MailLocale;
  storeName: string;
  recipientName: string | null;
  senderName: string | null;
  /** The donation product, e.g. "Donation to Whisker & Wag Rescue". */
  productTitle: string;
  currency: string;
  /** The whole donation of the package (value × quantity), in minor units. */
  value: number;
  message: string | null;
}

/** The receiver's e-mail of a donation sent by e-mail: who gave how much to which cause, with the sender's message. */
export function renderDonationNoticeEmail(data: DonationNoticeData): RenderedEmail {
  const t = donationNoticeTranslator(mailMessages(data.where));
  const value = formatMoney(data.value, data.currency, data.where.locale);
  const subject = data.senderName ? t('subject', { sender: data.senderName }) : t('subjectNoSender');
  const intro = data.senderName
    ? t('intro', { sender: data.senderName, value, title: data.productTitle })
    : t('introNoSender', { value, title: data.productTitle });
  const greeting = data.recipientName ? t('greeting', { name: data.recipientName }) : t('greetingNoName');
  const body = html`${paragraph(greeting)}${paragraph(intro)}
${data.message ? html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px 0;"><tr><td style="border-left:4px solid #1f2933;padding:8px 16px;${FONT}"><strong>${t('personalMessage')}</strong><br>${multiline(data.message)}</td></tr></table>` : ''}
${paragraph(t('nothingToDo'))}
${paragraph(html`${t('signOff')}<br>${data.storeName}`)}`;
  const text = [
    greeting,
    '',
    intro,
    ...(data.message ? ['', `${t('personalMessage')}:`, data.message] : []),
    '',
    t('nothingToDo'),
    '',
    t('signOff'),
    data.storeName,
  ].join('\n');
  return {
    subject,
    html: emailLayout({ language: data.where.language, title: subject, storeName: data.storeName, footer: t('footer', { store: data.storeName }), body }),
    text,
  };
}
