import type { Catalogue } from '@giftshop/util-i18n';

/** Texts of the account forms, the header's account menu and the delete confirmation. */
export interface AccountUiMessages {
  fields: {
    email: string;
    password: string;
    currentPassword: string;
    newPassword: string;
    confirmPassword: string;
    firstName: string;
    passwordHint: string;
    captcha: string;
    subscribed: string;
  };
  rules: {
    emailRequired: string;
    emailInvalid: string;
    passwordRequired: string;
    passwordTooShort: string;
    passwordCharacters: string;
    passwordTooLong: string;
    passwordRepetitive: string;
    passwordCommon: string;
    confirmRequired: string;
    passwordMismatch: string;
    firstNameRequired: string;
    firstNameTooLong: string;
    captchaRequired: string;
  };
  identify: { label: string; submit: string };
  login: { label: string; submit: string; forgotPassword: string };
  register: { label: string; submit: string };
  forgotPassword: { label: string; submit: string };
  newPassword: { label: string; submit: string };
  changePassword: { label: string; submit: string };
  notifications: { label: string; submit: string; saved: string };
  deleteAccount: { title: string; body: string; irreversible: string; confirm: string; cancel: string };
  menu: { label: string; logOut: string };
}

export const accountUiMessages = {
  en: {
    fields: {
      email: 'E-mail address',
      password: 'Password',
      currentPassword: 'Current password',
      newPassword: 'New password',
      confirmPassword: 'Repeat password',
      firstName: 'First name',
      passwordHint: 'At least 8 characters: latin letters, digits and symbols.',
      captcha: 'Security check',
      subscribed: 'Yes, send me the newsletter with offers and gift ideas',
    },
    rules: {
      emailRequired: 'E-mail address is a required field',
      emailInvalid: 'Please enter a valid e-mail address',
      passwordRequired: 'Password is a required field',
      passwordTooShort: 'Your password must be at least {min} characters long.',
      passwordCharacters: 'Your password may contain only latin letters, digits and symbols.',
      passwordTooLong: 'Your password must be at most {max} characters long.',
      passwordRepetitive: 'Your password must not be a repeated character, a repeated pattern or a sequence such as 12345678.',
      passwordCommon: 'This password is too common and easy to guess. Please choose another one.',
      confirmRequired: 'Please repeat your password',
      passwordMismatch: 'The passwords do not match.',
      firstNameRequired: 'First name is a required field',
      firstNameTooLong: 'Your first name must not be longer than {max} characters',
      captchaRequired: 'Please confirm that you are not a robot',
    },
    identify: { label: 'Log in or create an account', submit: 'Continue' },
    login: { label: 'Log in', submit: 'Log in', forgotPassword: 'Forgot your password?' },
    register: { label: 'Create an account', submit: 'Create account' },
    forgotPassword: { label: 'Request a new password', submit: 'Send me a link' },
    newPassword: { label: 'Set a new password', submit: 'Save new password' },
    changePassword: { label: 'Change password', submit: 'Change password' },
    notifications: { label: 'Your newsletter preference', submit: 'Save', saved: 'Your preference has been saved.' },
    deleteAccount: {
      title: 'Delete your account?',
      body: 'Your profile, address book and newsletter subscription will be removed, and you will be logged out.',
      irreversible: 'This cannot be undone.',
      confirm: 'Yes, delete my account',
      cancel: 'Keep my account',
    },
    menu: { label: 'My account', logOut: 'Log out' },
  },
  nl: {
    fields: {
      email: 'E-mailadres',
      password: 'Wachtwoord',
      currentPassword: 'Huidig wachtwoord',
      newPassword: 'Nieuw wachtwoord',
      confirmPassword: 'Herhaal wachtwoord',
      firstName: 'Voornaam',
      passwordHint: 'Minstens 8 tekens: latijnse letters, cijfers en symbolen.',
      captcha: 'Beveiligingscontrole',
      subscribed: 'Ja, stuur mij de nieuwsbrief met aanbiedingen en cadeau-ideeën',
    },
    rules: {
      emailRequired: 'E-mailadres is een verplicht veld',
      emailInvalid: 'Vul een geldig e-mailadres in',
      passwordRequired: 'Wachtwoord is een verplicht veld',
      passwordTooShort: 'Je wachtwoord moet minstens {min} tekens lang zijn.',
      passwordCharacters: 'Je wachtwoord mag alleen latijnse letters, cijfers en symbolen bevatten.',
      passwordTooLong: 'Je wachtwoord mag hoogstens {max} tekens lang zijn.',
      passwordRepetitive: 'Je wachtwoord mag geen herhaald teken, herhaald patroon of reeks zoals 12345678 zijn.',
      passwordCommon: 'Dit wachtwoord komt te vaak voor en is makkelijk te raden. Kies een ander wachtwoord.',
      confirmRequired: 'Herhaal je wachtwoord',
      passwordMismatch: 'De wachtwoorden komen niet overeen.',
      firstNameRequired: 'Voornaam is een verplicht veld',
      firstNameTooLong: 'Je voornaam mag niet langer zijn dan {max} tekens',
      captchaRequired: 'Bevestig dat je geen robot bent',
    },
    identify: { label: 'Inloggen of een account aanmaken', submit: 'Doorgaan' },
    login: { label: 'Inloggen', submit: 'Inloggen', forgotPassword: 'Wachtwoord vergeten?' },
    register: { label: 'Account aanmaken', submit: 'Account aanmaken' },
    forgotPassword: { label: 'Nieuw wachtwoord aanvragen', submit: 'Stuur mij een link' },
    newPassword: { label: 'Nieuw wachtwoord instellen', submit: 'Nieuw wachtwoord opslaan' },
    changePassword: { label: 'Wachtwoord wijzigen', submit: 'Wachtwoord wijzigen' },
    notifications: { label: 'Je nieuwsbriefvoorkeur', submit: 'Opslaan', saved: 'Je voorkeur is opgeslagen.' },
    deleteAccount: {
      title: 'Je account verwijderen?',
      body: 'Je profiel, adresboek en nieuwsbriefinschrijving worden verwijderd en je wordt uitgelogd.',
      irreversible: 'Dit kan niet ongedaan worden gemaakt.',
      confirm: 'Ja, verwijder mijn account',
      cancel: 'Account behouden',
    },
    menu: { label: 'Mijn account', logOut: 'Uitloggen' },
  },
} satisfies Catalogue<AccountUiMessages>;
