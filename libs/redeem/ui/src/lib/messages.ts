import type { Catalogue } from '@giftshop/util-i18n';

/** Texts the redeem components show by themselves; page copy comes from the feature's catalogue. */
export interface RedeemUiMessages {
  form: {
    label: string;
    cardNumber: string;
    cardNumberHint: string;
    pin: string;
    pinHint: string;
    captcha: string;
    submit: string;
  };
  result: {
    heading: string;
    cardNumber: string;
    balance: string;
    expiryDate: string;
    status: string;
    statuses: { ACTIVE: string; INACTIVE: string; BLOCKED: string };
    checkAnother: string;
  };
}

export const redeemUiMessages = {
  en: {
    form: {
      label: 'Check your balance',
      cardNumber: 'Card number',
      cardNumberHint: 'The 19 digits on your gift card or in your e-mail',
      pin: 'PIN',
      pinHint: 'The 6-digit PIN next to your card number',
      captcha: 'Security check',
      submit: 'Check balance',
    },
    result: {
      heading: 'Your balance',
      cardNumber: 'Card number',
      balance: 'Balance',
      expiryDate: 'Valid until',
      status: 'Status',
      statuses: { ACTIVE: 'Active', INACTIVE: 'Not activated yet', BLOCKED: 'Blocked' },
      checkAnother: 'Check another card',
    },
  },
  nl: {
    form: {
      label: 'Check je saldo',
      cardNumber: 'Kaartnummer',
      cardNumberHint: 'De 19 cijfers op je cadeaubon of in je e-mail',
      pin: 'Pincode',
      pinHint: 'De pincode van 6 cijfers naast je kaartnummer',
      captcha: 'Beveiligingscontrole',
      submit: 'Saldo checken',
    },
    result: {
      heading: 'Je saldo',
      cardNumber: 'Kaartnummer',
      balance: 'Saldo',
      expiryDate: 'Geldig tot',
      status: 'Status',
      statuses: { ACTIVE: 'Actief', INACTIVE: 'Nog niet geactiveerd', BLOCKED: 'Geblokkeerd' },
      checkAnother: 'Nog een kaart checken',
    },
  },
} satisfies Catalogue<RedeemUiMessages>;
