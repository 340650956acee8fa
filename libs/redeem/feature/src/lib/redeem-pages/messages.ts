import type { Catalogue } from '@giftshop/util-i18n';

/** Copy of the redeem information pages and the business redeem shops; their titles and text come from the gateway. */
export interface RedeemPageMessages {
  info: { checkBalance: string; toShop: string; toMainShop: string; actions: string };
}

export const redeemPageMessages = {
  en: {
    info: {
      checkBalance: 'Check your balance',
      toShop: 'See what you can choose',
      toMainShop: 'See all gift cards you can choose',
      actions: 'Next steps',
    },
  },
  nl: {
    info: {
      checkBalance: 'Bekijk je saldo',
      toShop: 'Bekijk wat je kunt kiezen',
      toMainShop: 'Bekijk alle cadeaubonnen die je kunt kiezen',
      actions: 'Volgende stappen',
    },
  },
} satisfies Catalogue<RedeemPageMessages>;
