import { pickMessages } from '@giftshop/util-i18n/core';
import { redeemCatalogue, type RedeemMessages } from './i18n/redeem';

/** Texts of the redeem shop's refusals that carry a reason (INVALID_INPUT), per language. */

export type { RedeemMessages };

export const redeemMessages = (language: string): RedeemMessages => pickMessages(redeemCatalogue, language);
