import type { DomainError, ErrorParams } from './domain-error';
import type { ErrorCodeName } from './codes';
import { en } from './messages.en';
import { nl } from './messages.nl';

const catalogues: Record<string, Record<ErrorCodeName, string>> = { en, nl };

/** The brand's word for a gift card, per language (spec: {product}). */
const productWord: Record<string, string> = { en: 'gift card', nl: 'cadeaubon' };

export const supportedErrorLanguages = Object.keys(catalogues);

/**
 * A wait in the language, in whole minutes up to an hour and whole hours beyond, rounded up so the holder never
 * comes back too early: "30 minutes", "24 hours", "1 uur".
 */
export function formatWait(language: string, seconds: number): string {
  const [value, unit] = seconds <= 3600 ? [Math.max(1, Math.ceil(seconds / 60)), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  const locale = language in catalogues ? language : 'en';
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

export function formatMessage(language: string, codeName: ErrorCodeName, params: ErrorParams = {}): string {
  const catalogue = catalogues[language] ?? en;
  const values: ErrorParams = { product: productWord[language] ?? productWord['en'], ...params };
  // A wait travels in seconds (`waitSeconds`) and is written as {wait} in the reader's language.
  if (typeof params['waitSeconds'] === 'number') values['wait'] = formatWait(language, params['waitSeconds']);
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
