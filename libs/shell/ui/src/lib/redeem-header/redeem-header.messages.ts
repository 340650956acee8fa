import type { Catalogue } from '@giftshop/util-i18n';

/** Texts of the redeem pages' header; the logo, support and language texts are the shell's own. */
export interface RedeemHeaderMessages {
  /** Spec §2.5: shown while the brand's redeemDelayWarning toggle is on. */
  delayWarning: string;
}

export const redeemHeaderMessages = {
  en: {
    delayWarning: 'Please note: digital gift cards are currently sent with a delay.',
  },
  nl: {
    delayWarning: 'Let op: digitale cadeaubonnen worden momenteel met vertraging verstuurd.',
  },
} satisfies Catalogue<RedeemHeaderMessages>;
