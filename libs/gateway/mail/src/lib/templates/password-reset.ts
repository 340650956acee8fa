import { html } from './html';
import { button, emailLayout, paragraph } from './layout';
import type { RenderedEmail } from './rendered-email';
import type { StorefrontSite } from './storefront-links';

const messages = {
  en: {
    subject: 'Set a new password',
    greeting: 'Hello {name},',
    intro: 'We received a request to set a new password for your account. Use the button below within {minutes} minutes; the link works once.',
    action: 'Set a new password',
    ignore: 'Did you not ask for this? Then you can ignore this e-mail: your password stays as it is.',
    signOff: 'Kind regards,',
    footer: 'This e-mail was sent by {store} because a new password was requested for your account.',
  },
  nl: {
    subject: 'Stel een nieuw wachtwoord in',
    greeting: 'Hallo {name},',
    intro: 'We kregen een verzoek om een nieuw wachtwoord voor je account in te stellen. Gebruik de knop hieronder binnen {minutes} minuten; de link werkt één keer.',
    action: 'Nieuw wachtwoord instellen',
    ignore: 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft zoals het is.',
    signOff: 'Met vriendelijke groet,',
    footer: 'Deze e-mail is verstuurd door {store} omdat er een nieuw wachtwoord voor je account is aangevraagd.',
  },
};

/** The storefront's new-password page per language; must agree with shared/util-i18n (a spec checks it). */
export const newPasswordRoutes: Record<string, string> = { en: '/account/new-password/', nl: '/account/nieuw-wachtwoord/' };

/**
 * The new-password page with the reset token in the query, so the page works without JavaScript; the page
 * must not load third-party resources and should answer `Referrer-Policy: no-referrer`.
 */
export const newPasswordUrl = (site: StorefrontSite, token: string) =>
  `${site.origin}${site.prefixed ? `/${site.language}` : ''}${newPasswordRoutes[site.language] ?? newPasswordRoutes['en']}?token=${encodeURIComponent(token)}`;

export interface PasswordResetData {
  language: string;
  storeName: string;
  firstName: string;
  resetUrl: string;
  validMinutes: number;
}

export function renderPasswordResetEmail(data: PasswordResetData): RenderedEmail {
  const m = messages[data.language as keyof typeof messages] ?? messages.en;
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, key: string) => ({ name: data.firstName, minutes: String(data.validMinutes), store: data.storeName })[key] ?? whole);
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
