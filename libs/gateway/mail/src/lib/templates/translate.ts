import { en, type MailMessageKey } from './messages.en';
import { nl } from './messages.nl';

const catalogues: Record<string, Record<MailMessageKey, string>> = { en, nl };

export const mailLanguages = Object.keys(catalogues);

export type Translate = (key: MailMessageKey, params?: Record<string, string>) => string;

/** Messages of a language (English when it has none), with {name} placeholders filled; {product} is built in. */
export function translator(language: string): Translate {
  const catalogue = catalogues[language] ?? en;
  return (key, params = {}) => {
    const values: Record<string, string> = { product: catalogue.product, products: catalogue.products, ...params };
    return catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  };
}
