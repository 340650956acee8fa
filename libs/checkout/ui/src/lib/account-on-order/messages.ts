import type { Catalogue } from '@giftshop/util-i18n';

/** The confirmation page's offer to a guest to keep the order's details as an account. */
export interface AccountOnOrderMessages {
  heading: string;
  intro: string;
  introNoEmail: string;
  label: string;
  password: string;
  passwordHint: string;
  confirmPassword: string;
  submit: string;
  passwordRequired: string;
  passwordTooShort: string;
  passwordCharacters: string;
  passwordTooLong: string;
  passwordRepetitive: string;
  passwordCommon: string;
  confirmRequired: string;
  passwordMismatch: string;
  created: string;
  overview: string;
  failed: string;
}

export const accountOnOrderMessages = {
  en: {
    heading: 'Save your details for next time',
    intro: 'Choose a password to create an account with the details of this order. You log in with {email}, and you find this order under My orders.',
    introNoEmail: 'Choose a password to create an account with the details of this order. You find this order under My orders.',
    label: 'Create an account from this order',
    password: 'Password',
    passwordHint: 'At least {min} characters: latin letters, digits and symbols.',
    confirmPassword: 'Repeat password',
    submit: 'Create account',
    passwordRequired: 'Password is a required field',
    passwordTooShort: 'Your password must be at least {min} characters long.',
    passwordCharacters: 'Your password may contain only latin letters, digits and symbols.',
    passwordTooLong: 'Your password must be at most {max} characters long.',
    passwordRepetitive: 'Your password must not be a repeated character, a repeated pattern or a sequence such as 12345678.',
    passwordCommon: 'This password is too common and easy to guess. Please choose another one.',
    confirmRequired: 'Please repeat your password',
    passwordMismatch: 'The passwords do not match.',
    created: 'Your account has been created; you are logged in.',
    overview: 'Go to my account',
    failed:
      'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.',
  },
  nl: {
    heading: 'Bewaar je gegevens voor de volgende keer',
    intro: 'Kies een wachtwoord om een account aan te maken met de gegevens van deze bestelling. Je logt in met {email} en vindt deze bestelling onder Mijn bestellingen.',
    introNoEmail: 'Kies een wachtwoord om een account aan te maken met de gegevens van deze bestelling. Je vindt deze bestelling onder Mijn bestellingen.',
    label: 'Een account aanmaken met deze bestelling',
    password: 'Wachtwoord',
    passwordHint: 'Minstens {min} tekens: latijnse letters, cijfers en symbolen.',
    confirmPassword: 'Herhaal wachtwoord',
    submit: 'Account aanmaken',
    passwordRequired: 'Wachtwoord is een verplicht veld',
    passwordTooShort: 'Je wachtwoord moet minstens {min} tekens lang zijn.',
    passwordCharacters: 'Je wachtwoord mag alleen latijnse letters, cijfers en symbolen bevatten.',
    passwordTooLong: 'Je wachtwoord mag hoogstens {max} tekens lang zijn.',
    passwordRepetitive: 'Je wachtwoord mag geen herhaald teken, herhaald patroon of reeks zoals 12345678 zijn.',
    passwordCommon: 'Dit wachtwoord komt te vaak voor en is makkelijk te raden. Kies een ander wachtwoord.',
    confirmRequired: 'Herhaal je wachtwoord',
    passwordMismatch: 'De wachtwoorden komen niet overeen.',
    created: 'Je account is aangemaakt; je bent ingelogd.',
    overview: 'Naar mijn account',
    failed: 'Oeps, er ging iets mis. We werken al aan een oplossing. Probeer het later nog eens. Onze excuses voor het ongemak.',
  },
} satisfies Catalogue<AccountOnOrderMessages>;
