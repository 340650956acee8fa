import type { Catalogue } from '@giftshop/util-i18n';

/** The "redeem card number" modal: the balance check in place, on a redeem page opened without one. */
export interface CardNumberMessages {
  open: string;
  title: string;
  intro: string;
  submit: string;
  notRedeemable: string;
}

export const cardNumberMessages = {
  en: {
    open: 'Enter your card here',
    title: 'Enter your gift card',
    intro: 'Enter the card number and PIN of the gift card you want to spend; you stay on this page.',
    submit: 'Continue',
    notRedeemable: 'This card cannot be spent here. Check its balance and status on the balance check page.',
  },
  nl: {
    open: 'Vul hier je kaart in',
    title: 'Vul je cadeaubon in',
    intro: 'Vul het kaartnummer en de pincode in van de cadeaubon die je wilt besteden; je blijft op deze pagina.',
    submit: 'Verder',
    notRedeemable: 'Deze kaart kan hier niet worden besteed. Bekijk het saldo en de status op de saldocheckpagina.',
  },
} satisfies Catalogue<CardNumberMessages>;
