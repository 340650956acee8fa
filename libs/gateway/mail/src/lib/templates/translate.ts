import { formatUntyped, pickMessages } from '@giftshop/util-i18n/core';
import { mailCatalogue, type MailMessages } from './i18n/mail';

export type MailMessageKey = keyof MailMessages;

export type Translate = (key: MailMessageKey, params?: Record<string, string>) => string;

/** Messages of a language (English when it has none), with their arguments filled; {product} is built in. */
export function translator(language: string): Translate {
  const catalogue = pickMessages(mailCatalogue, language);
  return (key, params = {}) => formatUntyped(catalogue[key], { product: catalogue.product, products: catalogue.products, ...params });
}
