import { html } from './html';
import { button, emailLayout, FONT, paragraph } from './layout';
import { formatIsoDate, formatMoney, mailMessages, type MailLocale } from './format';
import { doublerWinnerTranslator } from './doubler-winner.messages';
import type { RenderedEmail } from './rendered-email';
import { storefrontUrl, type StorefrontSite } from './storefront-links';

export interface DoublerWinnerData {
  where: MailLocale;
  storeName: string;
  /** The name given with the entry. */
  name: string;
  /** Only the masked number (last four digits) ever goes into this e-mail: it has no PIN, but it travels unencrypted. */
  maskedCardNumber: string;
  /** YYYY-MM-DD of the draw. */
  drawDate: string;
  currency: string;
  balanceBefore: number;
  balanceAfter: number;
  /** The balance check page, without a card number. */
  checkBalanceUrl: string;
}

/** The balance check page of a storefront, with nothing filled in. */
export function balancePageUrl(site: StorefrontSite): string {
  return storefrontUrl(site, 'checkBalance');
}

/** The winner's e-mail: their card (masked) was drawn, its balance before and after the doubling. */
export function renderDoublerWinnerEmail(data: DoublerWinnerData): RenderedEmail {
  const t = doublerWinnerTranslator(mailMessages(data.where));
  const money = (amount: number) => formatMoney(amount, data.currency, data.where.locale);
  const subject = t('subject');
  const greeting = t('greeting', { name: data.name });
  const intro = t('intro', {
    date: formatIsoDate(data.drawDate, data.where.locale),
  });
  const rows: [string, string][] = [
    [t('cardNumber'), data.maskedCardNumber],
    [t('before'), money(data.balanceBefore)],
    [t('added'), money(data.balanceAfter - data.balanceBefore)],
    [t('after'), money(data.balanceAfter)],
  ];
  const body = html`${paragraph(greeting)}${paragraph(intro)}
    <table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;">
      ${rows.map(
        ([label, value]) =>
          html`<tr>
            <td style="padding:4px 16px 4px 0;${FONT}">${label}</td>
            <td style="padding:4px 0;${FONT}font-weight:bold;">${value}</td>
          </tr>`,
      )}
    </table>
    ${paragraph(t('spend'))} ${button(data.checkBalanceUrl, t('checkBalance'))} ${paragraph(html`${t('signOff')}<br />${data.storeName}`)}`;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    t('spend'),
    '',
    `${t('checkBalance')}: ${data.checkBalanceUrl}`,
    '',
    t('signOff'),
    data.storeName,
  ].join('\n');
  return {
    subject,
    html: emailLayout({
      language: data.where.language,
      title: subject,
      storeName: data.storeName,
      footer: t('footer', { store: data.storeName }),
      body,
    }),
    text,
  };
}
