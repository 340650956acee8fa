import type { Catalogue } from '@giftshop/util-i18n';

/** The "redeem shop iframe" modal (spec §2.6): the brand's own shop page inside the redeem shop. */
export interface ShopIframeMessages {
  open: string;
  openFor: string;
  title: string;
  frameTitle: string;
  intro: string;
  close: string;
}

export const shopIframeMessages = {
  en: {
    open: 'Visit the shop',
    openFor: 'Visit the shop: {brand}',
    title: 'The {brand} shop',
    frameTitle: 'Shop of {brand}',
    intro: 'Look around to see what your gift card buys; choose the card in the redeem shop.',
    close: 'Back to the redeem shop',
  },
  nl: {
    open: 'Bekijk de winkel',
    openFor: 'Bekijk de winkel: {brand}',
    title: 'De winkel van {brand}',
    frameTitle: 'Winkel van {brand}',
    intro: 'Kijk rond wat je met de cadeaubon kunt kopen; kies de bon daarna in de inwisselwinkel.',
    close: 'Terug naar de inwisselwinkel',
  },
} satisfies Catalogue<ShopIframeMessages>;
