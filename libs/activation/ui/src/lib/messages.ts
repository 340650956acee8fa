import type { Catalogue } from '@giftshop/util-i18n';

/** Texts the activation components show by themselves; page copy comes from the feature's catalogue. */
export interface ActivationUiMessages {
  form: {
    label: string;
    cardNumber: string;
    cardNumberHint: string;
    amount: string;
    /** {min} and {max}: the range, formatted. */
    amountHint: string;
    email: string;
    emailHint: string;
    submit: string;
  };
  voucher: {
    heading: string;
    reference: string;
    cardNumber: string;
    amount: string;
    email: string;
    status: string;
    active: string;
    /** {date}: when the value is on the card at the latest. */
    activeBefore: string;
  };
}

export const activationUiMessages = {
  en: {
    form: {
      label: 'Activate your Choice card',
      cardNumber: 'Card number',
      cardNumberHint: 'The 19 digits on the back of your card',
      amount: 'Value',
      amountHint: 'A whole amount from {min} to {max}',
      email: 'E-mail address',
      emailHint: 'We send the confirmation here',
      submit: 'Continue to payment',
    },
    voucher: {
      heading: 'Activation voucher',
      reference: 'Order number',
      cardNumber: 'Card number',
      amount: 'Value',
      email: 'Confirmation sent to',
      status: 'Status',
      active: 'Active: the value is on your card',
      activeBefore: 'Being activated: active by {date} at the latest',
    },
  },
  nl: {
    form: {
      label: 'Activeer je keuzekaart',
      cardNumber: 'Kaartnummer',
      cardNumberHint: 'De 19 cijfers op de achterkant van je kaart',
      amount: 'Waarde',
      amountHint: 'Een heel bedrag van {min} tot {max}',
      email: 'E-mailadres',
      emailHint: 'Hier sturen we de bevestiging naartoe',
      submit: 'Verder naar betalen',
    },
    voucher: {
      heading: 'Activeringsbewijs',
      reference: 'Bestelnummer',
      cardNumber: 'Kaartnummer',
      amount: 'Waarde',
      email: 'Bevestiging gestuurd naar',
      status: 'Status',
      active: 'Actief: het bedrag staat op je kaart',
      activeBefore: 'Wordt geactiveerd: uiterlijk {date} actief',
    },
  },
} satisfies Catalogue<ActivationUiMessages>;
