import { pickMessages } from '@giftshop/util-i18n/core';
import { balanceCheckCatalogue, type BalanceCheckMessages } from './i18n/balance-check';

export type { BalanceCheckMessages };

/**
 * Messages of the balance check rules, per language (i18n/balance-check). The unknown-number text is the spec's (§5) and the gateway's
 * CARD_UNKNOWN answer, so a number refused by the form reads the same as one refused by the gateway.
 */
export const balanceCheckMessages = (language: string): BalanceCheckMessages => pickMessages(balanceCheckCatalogue, language);
