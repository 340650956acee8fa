import type { Catalogue } from '@giftshop/util-i18n';

/** The "redeem basket" modal: the order on small screens. */
export interface RedeemBasketMessages {
  open: string;
  title: string;
  close: string;
}

export const redeemBasketMessages = {
  en: { open: 'Your order ({count})', title: 'Your order', close: 'Keep choosing' },
  nl: { open: 'Je bestelling ({count})', title: 'Je bestelling', close: 'Verder kiezen' },
} satisfies Catalogue<RedeemBasketMessages>;
