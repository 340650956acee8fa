import type { Catalogue } from '@giftshop/util-i18n';

/** Texts of the newsletter sign-up (footer and home page) and of its confirm and unsubscribe pages. */
export interface NewsletterUiMessages {
  heading: string;
  homeHeading: string;
  intro: string;
  email: string;
  submit: string;
  sent: string;
}

export const newsletterUiMessages = {
  en: {
    heading: 'Newsletter',
    homeHeading: 'Gift ideas in your inbox',
    intro: 'Gift ideas, news and offers in your inbox. We ask you to confirm by e-mail first; unsubscribe at any time.',
    email: 'Your e-mail address',
    submit: 'Sign up',
    sent: 'Almost done: we have sent you an e-mail. Open the link in it to confirm your subscription.',
  },
  nl: {
    heading: 'Nieuwsbrief',
    homeHeading: 'Cadeau-ideeën in je inbox',
    intro: 'Cadeau-ideeën, nieuws en aanbiedingen in je inbox. We vragen je eerst per e-mail te bevestigen; afmelden kan altijd.',
    email: 'Je e-mailadres',
    submit: 'Aanmelden',
    sent: 'Bijna klaar: we hebben je een e-mail gestuurd. Open de link daarin om je aanmelding te bevestigen.',
  },
} satisfies Catalogue<NewsletterUiMessages>;
