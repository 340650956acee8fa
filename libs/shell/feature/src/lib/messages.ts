import type { Catalogue } from '@giftshop/util-i18n';

/** Texts of the shell's containers and pages; the pieces in shell-ui hold their own. */
export interface ShellMessages {
  /** The top bar's three selling points (spec §2.5). */
  sellingPoints: [string, string, string];
  searchTitle: string;
  storeSwitcherTitle: string;
  errorTitle: string;
  /** Spec §8: shown when a service error comes without a message, and on the error page. */
  errorFallback: string;
  errorClose: string;
  errorPageHeading: string;
  notFoundHeading: string;
  notFoundText: string;
  goHome: string;
  /** `{claim}` is the brand's catalogue claim, e.g. 200+. */
  viewAllCards: string;
}

export const shellMessages = {
  en: {
    sellingPoints: ['Ordered before 17:00, delivered tomorrow', 'Always a suitable business gift', 'Personalise with gift packaging'],
    searchTitle: 'Search',
    storeSwitcherTitle: 'Select your country and language',
    errorTitle: 'Something went wrong',
    errorFallback:
      'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.',
    errorClose: 'OK',
    errorPageHeading: 'Something went wrong',
    notFoundHeading: 'Sorry, we cannot find this page',
    notFoundText: 'The page may have moved or no longer exists. Have a look at our gift cards or start again from the home page.',
    goHome: 'Go to the home page',
    viewAllCards: 'View all {claim} gift cards',
  },
  nl: {
    sellingPoints: ['Voor 17:00 besteld, morgen in huis', 'Altijd een passend zakelijk cadeau', 'Personaliseer met een cadeauverpakking'],
    searchTitle: 'Zoeken',
    storeSwitcherTitle: 'Selecteer je land en taal',
    errorTitle: 'Er ging iets mis',
    errorFallback:
      'Oeps, er ging iets mis. We werken al aan een oplossing voor dit probleem. Probeer het later nog eens. Onze excuses voor het ongemak.',
    errorClose: 'Oké',
    errorPageHeading: 'Er ging iets mis',
    notFoundHeading: 'Sorry, we kunnen deze pagina niet vinden',
    notFoundText: 'De pagina is misschien verplaatst of bestaat niet meer. Bekijk onze cadeaubonnen of begin opnieuw op de homepagina.',
    goHome: 'Naar de homepagina',
    viewAllCards: 'Bekijk alle {claim} cadeaubonnen',
  },
} satisfies Catalogue<ShellMessages>;
