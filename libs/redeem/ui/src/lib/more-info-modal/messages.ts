import type { Catalogue } from '@giftshop/util-i18n';

/** The "redeem shop more information" modal (spec §2.6). */
export interface MoreInfoMessages {
  open: string;
  openFor: string;
}

export const moreInfoMessages = {
  en: { open: 'More information', openFor: 'More information: {product}' },
  nl: { open: 'Meer informatie', openFor: 'Meer informatie: {product}' },
} satisfies Catalogue<MoreInfoMessages>;
