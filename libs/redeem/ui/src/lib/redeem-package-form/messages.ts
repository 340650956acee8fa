import type { Catalogue } from '@giftshop/util-i18n';

/** Texts of delivery by post and of changing a package; the modal's other texts are redeemUiMessages.packageForm. */
export interface RedeemPackageMessages {
  deliveryLegend: string;
  byEmail: string;
  byPost: string;
  amountPerCard: string;
  quantity: string;
  quantityHint: string;
  quantityInvalid: string;
  postLegend: string;
  country: string;
  postCode: string;
  houseNumber: string;
  suffix: string;
  street: string;
  city: string;
  save: string;
  edit: string;
  forReceiverByPost: string;
}

export const redeemPackageMessages = {
  en: {
    deliveryLegend: 'How should it be sent?',
    byEmail: 'By e-mail',
    byPost: 'By post',
    amountPerCard: 'Amount per card',
    quantity: 'Number of cards',
    quantityHint: 'From {min} to {max}',
    quantityInvalid: 'Choose a number of cards from {min} to {max}',
    postLegend: 'Who receives it by post',
    country: 'Country',
    postCode: 'Postcode',
    houseNumber: 'House number',
    suffix: 'Addition',
    street: 'Street',
    city: 'Town or city',
    save: 'Save changes',
    edit: 'Edit',
    forReceiverByPost: 'For {name}, by post',
  },
  nl: {
    deliveryLegend: 'Hoe wil je het versturen?',
    byEmail: 'Per e-mail',
    byPost: 'Per post',
    amountPerCard: 'Bedrag per kaart',
    quantity: 'Aantal kaarten',
    quantityHint: 'Van {min} tot {max}',
    quantityInvalid: 'Kies een aantal kaarten van {min} tot {max}',
    postLegend: 'Wie ontvangt het per post',
    country: 'Land',
    postCode: 'Postcode',
    houseNumber: 'Huisnummer',
    suffix: 'Toevoeging',
    street: 'Straat',
    city: 'Plaats',
    save: 'Wijzigingen opslaan',
    edit: 'Wijzigen',
    forReceiverByPost: 'Voor {name}, per post',
  },
} satisfies Catalogue<RedeemPackageMessages>;
