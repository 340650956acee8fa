import type { Catalogue } from '@giftshop/util-i18n';

/** Page copy of the redeem pages; the components' own texts are in redeem-ui. */
export interface RedeemMessages {
  checkBalance: { title: string; description: string; heading: string; intro: string };
}

export const redeemMessages = {
  en: {
    checkBalance: {
      title: 'Check your gift card balance',
      description: 'Check the balance and expiry date of your gift card with its card number and PIN.',
      heading: 'Check your balance',
      intro: 'Enter the card number and PIN of your gift card to see its balance, expiry date and status.',
    },
  },
  nl: {
    checkBalance: {
      title: 'Check het saldo van je cadeaubon',
      description: 'Check het saldo en de geldigheid van je cadeaubon met het kaartnummer en de pincode.',
      heading: 'Check je saldo',
      intro: 'Vul het kaartnummer en de pincode van je cadeaubon in om het saldo, de geldigheid en de status te zien.',
    },
  },
} satisfies Catalogue<RedeemMessages>;
