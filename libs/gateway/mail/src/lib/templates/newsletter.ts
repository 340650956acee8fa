import { formatUntyped, pickMessages } from '@giftshop/util-i18n/core';
import { newsletterEmailCatalogue } from './i18n/newsletter';
import { html } from './html';
import { button, emailLayout, paragraph } from './layout';
import type { RenderedEmail } from './rendered-email';
import { storefrontUrl, type StorefrontSite } from './storefront-links';


const pageUrl = (site: StorefrontSite, page: 'confirm' | 'unsubscribe', token: string) =>
  `${storefrontUrl(site, page === 'confirm' ? 'newsletterConfirm' : 'newsletterUnsubscribe')}?token=${encodeURIComponent(token)}`;

/** The confirm page with the single-use token in the query (the page asks the gateway to confirm it). */
export const newsletterConfirmUrl = (site: StorefrontSite, token: string) => pageUrl(site, 'confirm', token);
/** The unsubscribe page with the signed token; it also takes the one-click POST of RFC 8058. */
export const newsletterUnsubscribeUrl = (site: StorefrontSite, token: string) => pageUrl(site, 'unsubscribe', token);

const catalogue = (language: string) => pickMessages(newsletterEmailCatalogue, language);

export interface NewsletterConfirmData {
  language: string;
  storeName: string;
  confirmUrl: string;
  validHours: number;
}

/** The double opt-in e-mail (transactional: it goes out because the address was entered, and carries no offer). */
export function renderNewsletterConfirmEmail(data: NewsletterConfirmData): RenderedEmail {
  const m = catalogue(data.language);
  const values = { store: data.storeName, hours: String(data.validHours) };
  const body = html`${paragraph(m.greeting)}${paragraph(formatUntyped(m.confirmIntro, values))}${button(data.confirmUrl, m.confirmAction)}${paragraph(m.confirmIgnore)}${paragraph(
    html`${m.signOff}<br />${data.storeName}`,
  )}`;
  const text = [
    m.greeting,
    '',
    formatUntyped(m.confirmIntro, values),
    '',
    `${m.confirmAction}: ${data.confirmUrl}`,
    '',
    m.confirmIgnore,
    '',
    m.signOff,
    data.storeName,
  ].join('\n');
  return {
    subject: m.confirmSubject,
    html: emailLayout({
      language: data.language,
      title: m.confirmSubject,
      storeName: data.storeName,
      footer: formatUntyped(m.confirmFooter, values),
      body,
    }),
    text,
  };
}

export interface NewsletterWelcomeData {
  language: string;
  storeName: string;
  unsubscribeUrl: string;
}

/** The first newsletter e-mail after confirming: marketing, so it is sent with marketingHeaders() and an unsubscribe link. */
export function renderNewsletterWelcomeEmail(data: NewsletterWelcomeData): RenderedEmail {
  const m = catalogue(data.language);
  const values = { store: data.storeName, url: data.unsubscribeUrl };
  const subject = formatUntyped(m.welcomeSubject, values);
  const body = html`${paragraph(m.greeting)}${paragraph(m.welcomeIntro)}${paragraph(html`${m.signOff}<br />${data.storeName}`)}
    <p style="margin:0;font-size:12px;">
      <a href="${data.unsubscribeUrl}">${m.unsubscribe}</a>
    </p>`;
  const text = [
    m.greeting,
    '',
    m.welcomeIntro,
    '',
    m.signOff,
    data.storeName,
    '',
    `${m.unsubscribe}: ${data.unsubscribeUrl}`,
  ].join('\n');
  return {
    subject,
    html: emailLayout({
      language: data.language,
      title: subject,
      storeName: data.storeName,
      footer: formatUntyped(m.welcomeFooter, values),
      body,
    }),
    text,
  };
}
