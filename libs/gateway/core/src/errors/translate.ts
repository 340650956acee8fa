import type { DomainError, ErrorParams } from './domain-error';
import type { ErrorCodeName } from './codes';
import { en } from './messages.en';
import { nl } from './messages.nl';

const catalogues: Record<string, Record<ErrorCodeName, string>> = { en, nl };

/** The brand's word for a gift card, per language (spec: {product}). */
const productWord: Record<string, string> = { en: 'gift card', nl: 'cadeaubon' };

export const supportedErrorLanguages = Object.keys(catalogues);

export function formatMessage(language: string, codeName: ErrorCodeName, params: ErrorParams = {}): string {
  const catalogue = catalogues[language] ?? en;
  const values: ErrorParams = { product: productWord[language] ?? productWord['en'], ...params };
  return catalogue[codeName].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export interface ErrorEntry {
  message: string;
  code: number;
  referencedRequestParameter: string | null;
}

export function toErrorEntry(error: DomainError, language: string): ErrorEntry {
  return {
    message: formatMessage(language, error.codeName, error.params),
    code: error.code,
    referencedRequestParameter: error.referencedRequestParameter,
  };
}
