import type { Catalogue } from '@giftshop/util-i18n';

/** Texts the doubler components show by themselves; page copy comes from the feature's catalogue. */
export interface DoublerUiMessages {
  form: {
    label: string;
    name: string;
    email: string;
    emailHint: string;
    cardNumber: string;
    cardNumberHint: string;
    pin: string;
    pinHint: string;
    captcha: string;
    submit: string;
  };
  nextDraw: { label: string };
}

export const doublerUiMessages = {
  en: {
    form: {
      label: 'Enter the doubler',
      name: 'Name',
      email: 'E-mail address',
      emailHint: 'We only e-mail you if your card wins',
      cardNumber: 'Card number',
      cardNumberHint: 'The 19 digits on your gift card or in your e-mail',
      pin: 'PIN',
      pinHint: 'The 6-digit PIN next to your card number: it shows the card is yours',
      captcha: 'Security check',
      submit: 'Enter the draw',
    },
    nextDraw: { label: 'Next draw' },
  },
  nl: {
    form: {
      label: 'Doe mee met de verdubbelaar',
      name: 'Naam',
      email: 'E-mailadres',
      emailHint: 'We mailen je alleen als je kaart wint',
      cardNumber: 'Kaartnummer',
      cardNumberHint: 'De 19 cijfers op je cadeaubon of in je e-mail',
      pin: 'Pincode',
      pinHint: 'De pincode van 6 cijfers naast je kaartnummer: zo weten we dat de kaart van jou is',
      captcha: 'Beveiligingscontrole',
      submit: 'Meedoen',
    },
    nextDraw: { label: 'Volgende trekking' },
  },
} satisfies Catalogue<DoublerUiMessages>;
