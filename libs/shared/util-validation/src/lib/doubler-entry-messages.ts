import { pickMessages } from '@giftshop/util-i18n/core';
import { doublerEntryCatalogue, type DoublerEntryMessages } from './i18n/doubler-entry';

export type { DoublerEntryMessages };

/**
 * Messages of the doubler entry rules, per language (i18n/doubler-entry). The unknown-number text is the spec's (§5) and the gateway's
 * CARD_UNKNOWN answer, so a number refused by the form reads the same as one refused by the gateway.
 */
export const doublerEntryMessages = (language: string): DoublerEntryMessages => pickMessages(doublerEntryCatalogue, language);
