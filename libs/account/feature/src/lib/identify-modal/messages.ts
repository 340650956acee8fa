import type { Catalogue } from '@giftshop/util-i18n';

export interface IdentifyModalMessages {
  title: string;
  loginTitle: string;
  unknownTitle: string;
  intro: string;
  loginIntro: string;
  unknown: string;
  guestIntro: string;
  guest: string;
  register: string;
}

/** The account identify modal (spec §2.6, §4) that the basket and the redeem shop open before their checkout. */
export const identifyModalMessages = {
  en: {
    title: 'Log in or order as a guest',
    loginTitle: 'Log in',
    unknownTitle: 'No account yet',
    intro: 'Enter your e-mail address. If you have an account, you log in and we fill in your details; if not, you can order as a guest.',
    loginIntro: 'Welcome back. Log in to go on with your order.',
    unknown: 'There is no account for {email} yet. Order as a guest, or create an account first.',
    guestIntro: 'No account, or rather not log in? You can order without one.',
    guest: 'Order as a guest',
    register: 'Create an account',
  },
  nl: {
    title: 'Inloggen of bestellen als gast',
    loginTitle: 'Inloggen',
    unknownTitle: 'Nog geen account',
    intro: 'Vul je e-mailadres in. Heb je een account, dan log je in en vullen wij je gegevens in; zo niet, dan bestel je als gast.',
    loginIntro: 'Welkom terug. Log in om verder te gaan met je bestelling.',
    unknown: 'Er is nog geen account voor {email}. Bestel als gast, of maak eerst een account aan.',
    guestIntro: 'Geen account, of liever niet inloggen? Je kunt ook zonder bestellen.',
    guest: 'Bestel als gast',
    register: 'Account aanmaken',
  },
} satisfies Catalogue<IdentifyModalMessages>;
