import { html } from './html';
import { button, emailLayout, paragraph } from './layout';
import type { RenderedEmail } from './rendered-email';
import type { StorefrontSite } from './storefront-links';

const messages = {
  en: {
    confirmSubject: 'Please confirm your newsletter subscription',
    confirmIntro:
      'Thank you for signing up for the {store} newsletter. Confirm your address with the button below within {hours} hours; the link works once.',
    confirmAction: 'Confirm my subscription',
    confirmIgnore: 'Did you not sign up? Then ignore this e-mail: without your confirmation we send you nothing.',
    confirmFooter: 'This e-mail was sent by {store} because this address was entered in its newsletter form.',
    welcomeSubject: 'Welcome to the {store} newsletter',
    welcomeIntro: 'Your subscription is confirmed: from now on you will receive our news, gift ideas and offers.',
    unsubscribe: 'Unsubscribe',
    welcomeFooter:
      'You receive this e-mail because you subscribed to the {store} newsletter. Unsubscribe at any time: {url}',
    greeting: 'Hello,',
    signOff: 'Kind regards,',
  },
  nl: {
    confirmSubject: 'Bevestig je aanmelding voor de nieuwsbrief',
    confirmIntro:
      'Bedankt voor je aanmelding voor de nieuwsbrief van {store}. Bevestig je adres binnen {hours} uur met de knop hieronder; de link werkt één keer.',
    confirmAction: 'Aanmelding bevestigen',
    confirmIgnore: 'Heb je je niet aangemeld? Negeer deze e-mail dan: zonder je bevestiging sturen we je niets.',
    confirmFooter: 'Deze e-mail is verstuurd door {store} omdat dit adres is ingevuld in het nieuwsbriefformulier.',
    welcomeSubject: 'Welkom bij de nieuwsbrief van {store}',
    welcomeIntro: 'Je aanmelding is bevestigd: vanaf nu ontvang je ons nieuws, cadeau-ideeën en aanbiedingen.',
    unsubscribe: 'Afmelden',
    welcomeFooter:
      'Je ontvangt deze e-mail omdat je je hebt aangemeld voor de nieuwsbrief van {store}. Afmelden kan altijd: {url}',
    greeting: 'Hallo,',
    signOff: 'Met vriendelijke groet,',
  },
};

/** The storefront's newsletter pages per language; must agree with shared/util-i18n (a spec checks it). */
export const newsletterRoutes: Record<string, { confirm: string; unsubscribe: string }> = {
  en: {
    confirm: '/newsletter/confirm/',
    unsubscribe: '/newsletter/unsubscribe/',
  },
  nl: {
    confirm: '/nieuwsbrief/bevestigen/',
    unsubscribe: '/nieuwsbrief/afmelden/',
  },
};

const pageUrl = (site: StorefrontSite, page: 'confirm' | 'unsubscribe', token: string) =>
  `${site.origin}${site.prefixed ? `/${site.language}` : ''}${(newsletterRoutes[site.language] ?? newsletterRoutes['en'])[page]}?token=${encodeURIComponent(token)}`;

/** The confirm page with the single-use token in the query (the page asks the gateway to confirm it). */
export const newsletterConfirmUrl = (site: StorefrontSite, token: string) => pageUrl(site, 'confirm', token);
/** The unsubscribe page with the signed token; it also takes the one-click POST of RFC 8058. */
export const newsletterUnsubscribeUrl = (site: StorefrontSite, token: string) => pageUrl(site, 'unsubscribe', token);

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
const catalogue = (language: string) => messages[language as keyof typeof messages] ?? messages.en;

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
  const body = html`${paragraph(m.greeting)}${paragraph(fill(m.confirmIntro, values))}${button(data.confirmUrl, m.confirmAction)}${paragraph(m.confirmIgnore)}${paragraph(
    html`${m.signOff}<br />${data.storeName}`,
  )}`;
  const text = [
    m.greeting,
    '',
    fill(m.confirmIntro, values),
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
      footer: fill(m.confirmFooter, values),
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
  const subject = fill(m.welcomeSubject, values);
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
      footer: fill(m.welcomeFooter, values),
      body,
    }),
    text,
  };
}
