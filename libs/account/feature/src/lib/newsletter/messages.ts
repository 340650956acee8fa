import type { Catalogue } from '@giftshop/util-i18n';

interface NewsletterPageCopy {
  title: string;
  heading: string;
}

/** Texts of the newsletter's confirm and unsubscribe pages. */
export interface NewsletterPageMessages {
  description: string;
  failed: string;
  home: string;
  confirm: NewsletterPageCopy & { confirming: string; confirmed: string; missingToken: string };
  unsubscribe: NewsletterPageCopy & { intro: string; submit: string; done: string; missingToken: string };
}

export const newsletterPageMessages = {
  en: {
    description: 'Your subscription to our newsletter.',
    failed: 'Something went wrong, please try again.',
    home: 'Go to the home page',
    confirm: {
      title: 'Confirm your newsletter subscription',
      heading: 'Newsletter subscription',
      confirming: 'Confirming your subscription…',
      confirmed: 'Thank you: your subscription is confirmed. You will receive our newsletter from now on.',
      missingToken: 'Open this page with the link from the confirmation e-mail we sent you.',
    },
    unsubscribe: {
      title: 'Unsubscribe from the newsletter',
      heading: 'Unsubscribe from the newsletter',
      intro: 'Do you no longer want to receive our newsletter? Unsubscribe here.',
      submit: 'Unsubscribe',
      done: 'You have been unsubscribed: we will not send you our newsletter any more.',
      missingToken: 'Open this page with the unsubscribe link from one of our e-mails.',
    },
  },
  nl: {
    description: 'Je aanmelding voor onze nieuwsbrief.',
    failed: 'Er ging iets mis, probeer het opnieuw.',
    home: 'Naar de homepage',
    confirm: {
      title: 'Bevestig je aanmelding voor de nieuwsbrief',
      heading: 'Aanmelding nieuwsbrief',
      confirming: 'We bevestigen je aanmelding…',
      confirmed: 'Bedankt: je aanmelding is bevestigd. Vanaf nu ontvang je onze nieuwsbrief.',
      missingToken: 'Open deze pagina met de link uit de bevestigingsmail die we je stuurden.',
    },
    unsubscribe: {
      title: 'Afmelden voor de nieuwsbrief',
      heading: 'Afmelden voor de nieuwsbrief',
      intro: 'Wil je onze nieuwsbrief niet meer ontvangen? Meld je hier af.',
      submit: 'Afmelden',
      done: 'Je bent afgemeld: we sturen je onze nieuwsbrief niet meer.',
      missingToken: 'Open deze pagina met de afmeldlink uit een van onze e-mails.',
    },
  },
} satisfies Catalogue<NewsletterPageMessages>;
