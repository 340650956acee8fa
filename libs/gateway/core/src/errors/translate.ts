import type { DomainError, ErrorParams } from './domain-error';
import type { ErrorCodeName } from './codes';
import { formatUntyped, pickMessages } from '@giftshop/util-i18n/core';
import { errorCatalogue } from './i18n';

/**
 * A wait in the language, in whole minutes up to an hour and whole hours beyond, rounded up so the holder never
 * comes back too early: "30 minutes", "24 hours", "1 uur".
 */
export function formatWait(language: string, seconds: number): string {
  const [value, unit] = seconds <= 3600 ? [Math.max(1, Math.ceil(seconds / 60)), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  const locale = (language.split('-', 1)[0] ?? 'en') in errorCatalogue ? language : 'en';
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** The word for a gift card in a language (spec: {product}), e.g. "gift card", "cadeaubon". */
export const productWord = (language: string): string => pickMessages(errorCatalogue, language).product;

export function formatMessage(language: string, codeName: ErrorCodeName, params: ErrorParams = {}): string {
  const catalogue = pickMessages(errorCatalogue, language);
  // {product} is the word for a gift card in the language (spec), unless the error names the brand's own.
  const values: ErrorParams = { product: catalogue.product, ...params };
  // A wait travels in seconds (`waitSeconds`) and is written as {wait} in the reader's language.
  if (typeof params['waitSeconds'] === 'number') values['wait'] = formatWait(language, params['waitSeconds']);
  return formatUntyped(catalogue.errors[codeName], values as Record<string, string | number>);
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
