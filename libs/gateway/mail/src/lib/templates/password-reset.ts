import { formatUntyped, pickMessages, type CompiledMessage } from '@giftshop/util-i18n/core';
import { passwordResetCatalogue } from './i18n/password-reset';
import { html } from './html';
import { button, emailLayout, paragraph } from './layout';
import type { RenderedEmail } from './rendered-email';
import { storefrontUrl, type StorefrontSite } from './storefront-links';


/**
 * The new-password page with the reset token in the query, so the page works without JavaScript; the page
 * must not load third-party resources and should answer `Referrer-Policy: no-referrer`.
 */
export const newPasswordUrl = (site: StorefrontSite, token: string) =>
  `${storefrontUrl(site, 'accountNewPassword')}?token=${encodeURIComponent(token)}`;

export interface PasswordResetData {
  language: string;
  storeName: string;
  firstName: string;
  resetUrl: string;
  validMinutes: number;
}

export function renderPasswordResetEmail(data: PasswordResetData): RenderedEmail {
  const m = pickMessages(passwordResetCatalogue, data.language);
  const values = { name: data.firstName, minutes: data.validMinutes, store: data.storeName };
  const fill = (message: CompiledMessage) => formatUntyped(message, values);
  const body = html`${paragraph(fill(m.greeting))}${paragraph(fill(m.intro))}${button(data.resetUrl, m.action)}${paragraph(m.ignore)}${paragraph(
    html`${m.signOff}<br />${data.storeName}`,
  )}`;
  const text = [fill(m.greeting), '', fill(m.intro), '', `${m.action}: ${data.resetUrl}`, '', m.ignore, '', m.signOff, data.storeName].join('\n');
  return {
    subject: m.subject,
    html: emailLayout({ language: data.language, title: m.subject, storeName: data.storeName, footer: fill(m.footer), body }),
    text,
  };
}
