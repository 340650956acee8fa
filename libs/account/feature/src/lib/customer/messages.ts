import type { Catalogue } from '@giftshop/util-i18n';

interface PageCopy {
  title: string;
  heading: string;
  intro: string;
}

/** Page copy of the account pages with the customer's data; the components' own texts are in account-ui. */
export interface CustomerPageMessages {
  description: string;
  /** Spec §8 fallback, for a gateway that cannot be reached. */
  failed: string;
  loading: string;
  retry: string;
  back: string;
  details: PageCopy & { saved: string };
  orders: PageCopy;
  addressBook: PageCopy & { added: string; saved: string; deleted: string; defaultSet: string };
  reorder: PageCopy & { missingOrder: string; notFound: string };
}

const failedEn =
  'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.';
const failedNl =
  'Oei, er ging iets mis. We werken al aan een oplossing. Probeer het later nog eens. Onze excuses voor het ongemak.';

export const customerPageMessages: Catalogue<CustomerPageMessages> = {
  en: {
    description: 'Your gift card account.',
    failed: failedEn,
    loading: 'Loading…',
    retry: 'Try again',
    back: 'Back to my account',
    details: { title: 'My details', heading: 'My details', intro: 'Checkout fills in your details for you.', saved: 'Your details have been saved.' },
    orders: { title: 'My orders', heading: 'My orders', intro: 'Your orders, newest first. Open one for its invoice or to order it again.' },
    addressBook: {
      title: 'Address book',
      heading: 'Address book',
      intro: 'Addresses you send cards to or pay from. The default billing address fills in checkout.',
      added: 'The address has been added.',
      saved: 'The address has been saved.',
      deleted: 'The address has been deleted.',
      defaultSet: 'Your default address has been changed.',
    },
    reorder: {
      title: 'Reorder',
      heading: 'Reorder',
      intro: 'Check the packages of your earlier order, then add them to your basket.',
      missingOrder: 'Which order should be ordered again? Choose one under My orders.',
      notFound: 'We cannot find this order among your orders. Choose one under My orders.',
    },
  },
  nl: {
    description: 'Je cadeaubonaccount.',
    failed: failedNl,
    loading: 'Laden…',
    retry: 'Opnieuw proberen',
    back: 'Terug naar mijn account',
    details: { title: 'Mijn gegevens', heading: 'Mijn gegevens', intro: 'Bij het afrekenen vullen we je gegevens voor je in.', saved: 'Je gegevens zijn opgeslagen.' },
    orders: { title: 'Mijn bestellingen', heading: 'Mijn bestellingen', intro: 'Je bestellingen, nieuwste eerst. Open er een voor de factuur of om opnieuw te bestellen.' },
    addressBook: {
      title: 'Adresboek',
      heading: 'Adresboek',
      intro: 'Adressen waar je bonnen naartoe stuurt of vanaf betaalt. Het standaard factuuradres vullen we in bij het afrekenen.',
      added: 'Het adres is toegevoegd.',
      saved: 'Het adres is opgeslagen.',
      deleted: 'Het adres is verwijderd.',
      defaultSet: 'Je standaardadres is gewijzigd.',
    },
    reorder: {
      title: 'Opnieuw bestellen',
      heading: 'Opnieuw bestellen',
      intro: 'Bekijk de pakketten van je eerdere bestelling en zet ze daarna in je winkelmand.',
      missingOrder: 'Welke bestelling wil je opnieuw bestellen? Kies er een bij Mijn bestellingen.',
      notFound: 'We kunnen deze bestelling niet vinden bij je bestellingen. Kies er een bij Mijn bestellingen.',
    },
  },
};
