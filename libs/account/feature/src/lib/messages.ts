import type { Catalogue } from '@giftshop/util-i18n';

interface PageCopy {
  title: string;
  heading: string;
  intro: string;
}

/** Page copy of the account pages; the forms' own texts are in account-ui. */
export interface AccountMessages {
  description: string;
  /** Spec §8 fallback, for a gateway that cannot be reached. */
  failed: string;
  loading: string;
  identify: PageCopy & { whyCaptcha: string };
  login: PageCopy & { noAccount: string; register: string };
  register: PageCopy & { haveAccount: string; logIn: string };
  registerSuccess: PageCopy & { toOverview: string };
  forgotPassword: PageCopy & { backToLogin: string };
  forgotPasswordSuccess: PageCopy & { spam: string; backToLogin: string };
  newPassword: PageCopy & { missingToken: string; requestNew: string };
  newPasswordSuccess: PageCopy & { logIn: string };
  overview: PageCopy & { greeting: string; linksLabel: string; deleteAccount: string; deleteHint: string };
  changePassword: PageCopy & { changed: string; back: string };
  notifications: PageCopy & { back: string };
  links: { overview: string; details: string; orders: string; addressBook: string; changePassword: string; notifications: string };
}

const fallbackEn =
  'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.';
const fallbackNl =
  'Oeps, er ging iets mis. We werken al aan een oplossing. Probeer het later nog eens. Onze excuses voor het ongemak.';

export const accountMessages = {
  en: {
    description: 'Your account: log in or create one to see your orders and details.',
    failed: fallbackEn,
    loading: 'Loading your account',
    identify: {
      title: 'My account',
      heading: 'Log in or create an account',
      intro: 'Enter your e-mail address. If you already have an account you can log in; otherwise you can create one.',
      whyCaptcha: 'The security check keeps automated requests out.',
    },
    login: {
      title: 'Log in',
      heading: 'Log in',
      intro: 'Welcome back. Log in with your e-mail address and password.',
      noAccount: 'No account yet?',
      register: 'Create an account',
    },
    register: {
      title: 'Create an account',
      heading: 'Create an account',
      intro: 'With an account you order faster and see all your orders in one place.',
      haveAccount: 'Already have an account?',
      logIn: 'Log in',
    },
    registerSuccess: {
      title: 'Your account has been created',
      heading: 'Welcome, your account is ready',
      intro: 'You are logged in. From your account you can see your orders and manage your details.',
      toOverview: 'Go to my account',
    },
    forgotPassword: {
      title: 'Forgot your password?',
      heading: 'Forgot your password?',
      intro: 'Enter the e-mail address of your account and we will send you a link to set a new password.',
      backToLogin: 'Back to log in',
    },
    forgotPasswordSuccess: {
      title: 'Check your e-mail',
      heading: 'Check your e-mail',
      intro: 'If there is an account with this e-mail address, we have sent it a link to set a new password. The link is valid for 60 minutes.',
      spam: 'No e-mail after a few minutes? Look in your spam folder, or request a new link.',
      backToLogin: 'Back to log in',
    },
    newPassword: {
      title: 'Set a new password',
      heading: 'Set a new password',
      intro: 'Choose a new password for your account. You will be logged out everywhere else.',
      missingToken: 'This link is not complete. Please open the link in the e-mail again, or request a new one.',
      requestNew: 'Request a new link',
    },
    newPasswordSuccess: {
      title: 'Your password has been changed',
      heading: 'Your new password is set',
      intro: 'You can now log in with your new password.',
      logIn: 'Log in',
    },
    overview: {
      title: 'My account',
      heading: 'My account',
      intro: 'Manage your details, orders and preferences.',
      greeting: 'Hello {name}',
      linksLabel: 'My account',
      deleteAccount: 'Delete account',
      deleteHint: 'Deleting your account cannot be undone.',
    },
    changePassword: {
      title: 'Change password',
      heading: 'Change password',
      intro: 'Enter your current password and choose a new one. Other devices where you are logged in will be logged out.',
      changed: 'Your password has been changed.',
      back: 'Back to my account',
    },
    notifications: {
      title: 'Newsletter',
      heading: 'Newsletter',
      intro: 'Choose whether we may send you our newsletter with offers and gift ideas.',
      back: 'Back to my account',
    },
    links: {
      overview: 'Overview',
      details: 'My details',
      orders: 'My orders',
      addressBook: 'Address book',
      changePassword: 'Change password',
      notifications: 'Newsletter',
    },
  },
  nl: {
    description: 'Je account: log in of maak er een aan om je bestellingen en gegevens te zien.',
    failed: fallbackNl,
    loading: 'Je account wordt geladen',
    identify: {
      title: 'Mijn account',
      heading: 'Inloggen of een account aanmaken',
      intro: 'Vul je e-mailadres in. Heb je al een account, dan kun je inloggen; anders kun je er een aanmaken.',
      whyCaptcha: 'De beveiligingscontrole houdt geautomatiseerde verzoeken tegen.',
    },
    login: {
      title: 'Inloggen',
      heading: 'Inloggen',
      intro: 'Welkom terug. Log in met je e-mailadres en wachtwoord.',
      noAccount: 'Nog geen account?',
      register: 'Account aanmaken',
    },
    register: {
      title: 'Account aanmaken',
      heading: 'Account aanmaken',
      intro: 'Met een account bestel je sneller en zie je al je bestellingen op één plek.',
      haveAccount: 'Heb je al een account?',
      logIn: 'Inloggen',
    },
    registerSuccess: {
      title: 'Je account is aangemaakt',
      heading: 'Welkom, je account is klaar',
      intro: 'Je bent ingelogd. In je account zie je je bestellingen en beheer je je gegevens.',
      toOverview: 'Naar mijn account',
    },
    forgotPassword: {
      title: 'Wachtwoord vergeten?',
      heading: 'Wachtwoord vergeten?',
      intro: 'Vul het e-mailadres van je account in, dan sturen we je een link om een nieuw wachtwoord in te stellen.',
      backToLogin: 'Terug naar inloggen',
    },
    forgotPasswordSuccess: {
      title: 'Controleer je e-mail',
      heading: 'Controleer je e-mail',
      intro: 'Als er een account met dit e-mailadres bestaat, hebben we er een link naartoe gestuurd om een nieuw wachtwoord in te stellen. De link is 60 minuten geldig.',
      spam: 'Na een paar minuten nog geen e-mail? Kijk in je spammap of vraag een nieuwe link aan.',
      backToLogin: 'Terug naar inloggen',
    },
    newPassword: {
      title: 'Nieuw wachtwoord instellen',
      heading: 'Nieuw wachtwoord instellen',
      intro: 'Kies een nieuw wachtwoord voor je account. Op andere apparaten word je uitgelogd.',
      missingToken: 'Deze link is niet volledig. Open de link in de e-mail opnieuw of vraag een nieuwe aan.',
      requestNew: 'Nieuwe link aanvragen',
    },
    newPasswordSuccess: {
      title: 'Je wachtwoord is gewijzigd',
      heading: 'Je nieuwe wachtwoord is ingesteld',
      intro: 'Je kunt nu inloggen met je nieuwe wachtwoord.',
      logIn: 'Inloggen',
    },
    overview: {
      title: 'Mijn account',
      heading: 'Mijn account',
      intro: 'Beheer je gegevens, bestellingen en voorkeuren.',
      greeting: 'Hallo {name}',
      linksLabel: 'Mijn account',
      deleteAccount: 'Account verwijderen',
      deleteHint: 'Het verwijderen van je account kan niet ongedaan worden gemaakt.',
    },
    changePassword: {
      title: 'Wachtwoord wijzigen',
      heading: 'Wachtwoord wijzigen',
      intro: 'Vul je huidige wachtwoord in en kies een nieuw wachtwoord. Op andere apparaten word je uitgelogd.',
      changed: 'Je wachtwoord is gewijzigd.',
      back: 'Terug naar mijn account',
    },
    notifications: {
      title: 'Nieuwsbrief',
      heading: 'Nieuwsbrief',
      intro: 'Kies of we je onze nieuwsbrief met aanbiedingen en cadeau-ideeën mogen sturen.',
      back: 'Terug naar mijn account',
    },
    links: {
      overview: 'Overzicht',
      details: 'Mijn gegevens',
      orders: 'Mijn bestellingen',
      addressBook: 'Adresboek',
      changePassword: 'Wachtwoord wijzigen',
      notifications: 'Nieuwsbrief',
    },
  },
} satisfies Catalogue<AccountMessages>;
