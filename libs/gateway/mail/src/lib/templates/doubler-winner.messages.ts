import { formatUntyped, pickMessages } from '@giftshop/util-i18n/core';
import { doublerWinnerCatalogue, type DoublerWinnerMessages } from './i18n/doubler-winner';

export type { DoublerWinnerMessages };

/**
 * Messages of the doubler winner's e-mail in a language (English when it has none), with arguments filled; {product}
 * is the brand's word for a gift card, built in.
 */
export function doublerWinnerTranslator(language: string) {
  const catalogue = pickMessages(doublerWinnerCatalogue, language);
  return (key: keyof DoublerWinnerMessages, params: Record<string, string> = {}) => formatUntyped(catalogue[key], { product: catalogue.product, ...params });
}
