import type { Catalogue } from '@giftshop/util-i18n';

/** Page copy of the activation pages; the components' own texts are in activation-ui. */
export interface ActivationMessages {
  activate: { title: string; description: string; heading: string; intro: string; unavailable: string };
  success: {
    title: string;
    description: string;
    paidHeading: string;
    paid: string;
    voucherLink: string;
    waitingHeading: string;
    waiting: string;
    completePayment: string;
    checkAgain: string;
    failedHeading: string;
    failed: string;
    tryAgain: string;
    unknown: string;
  };
  cardDetails: { title: string; description: string; heading: string; print: string; activateAnother: string };
}

export const activationMessages = {
  en: {
    activate: {
      title: 'Activate your Choice card',
      description: 'Activate your Choice gift card: enter the card number, choose its value and pay. The card is active within 24 hours.',
      heading: 'Activate your Choice card',
      intro: 'Enter the number on your Choice card, choose the value to put on it and pay. We e-mail you a confirmation, and the card is active within 24 hours.',
      unavailable: 'Activating cards is not possible at the moment. Please try again later.',
    },
    success: {
      title: 'Your Choice card activation',
      description: 'The result of your Choice card activation.',
      paidHeading: 'Thank you, your payment has been received',
      paid: 'Your card will be active within 24 hours. We have sent a confirmation to your e-mail address.',
      voucherLink: 'View your activation voucher',
      waitingHeading: 'We are waiting for your payment',
      waiting: 'As soon as your payment is confirmed, your card will be activated within 24 hours.',
      completePayment: 'Complete the payment',
      checkAgain: 'Check again',
      failedHeading: 'Your payment did not go through',
      failed: 'Your card has not been activated and nothing has been charged.',
      tryAgain: 'Try again',
      unknown: 'We could not find this activation.',
    },
    cardDetails: {
      title: 'Activation voucher',
      description: 'The voucher of your Choice card activation.',
      heading: 'Your Choice card',
      print: 'Keep this voucher with your card: it is your proof of activation.',
      activateAnother: 'Activate another card',
    },
  },
  nl: {
    activate: {
      title: 'Activeer je keuzekaart',
      description: 'Activeer je keuzecadeaukaart: vul het kaartnummer in, kies de waarde en betaal. De kaart is binnen 24 uur actief.',
      heading: 'Activeer je keuzekaart',
      intro: 'Vul het nummer van je keuzekaart in, kies de waarde die erop komt en betaal. Je krijgt een bevestiging per e-mail en de kaart is binnen 24 uur actief.',
      unavailable: 'Kaarten activeren is op dit moment niet mogelijk. Probeer het later opnieuw.',
    },
    success: {
      title: 'Activering van je keuzekaart',
      description: 'Het resultaat van de activering van je keuzekaart.',
      paidHeading: 'Bedankt, we hebben je betaling ontvangen',
      paid: 'Je kaart is binnen 24 uur actief. We hebben een bevestiging naar je e-mailadres gestuurd.',
      voucherLink: 'Bekijk je activeringsbewijs',
      waitingHeading: 'We wachten op je betaling',
      waiting: 'Zodra je betaling is bevestigd, wordt je kaart binnen 24 uur geactiveerd.',
      completePayment: 'Betaling afronden',
      checkAgain: 'Opnieuw controleren',
      failedHeading: 'Je betaling is niet gelukt',
      failed: 'Je kaart is niet geactiveerd en er is niets afgeschreven.',
      tryAgain: 'Opnieuw proberen',
      unknown: 'We konden deze activering niet vinden.',
    },
    cardDetails: {
      title: 'Activeringsbewijs',
      description: 'Het bewijs van de activering van je keuzekaart.',
      heading: 'Je keuzekaart',
      print: 'Bewaar dit bewijs bij je kaart: het is je bewijs van activering.',
      activateAnother: 'Nog een kaart activeren',
    },
  },
} satisfies Catalogue<ActivationMessages>;
