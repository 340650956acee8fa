import { pickMessages } from '@giftshop/util-i18n/core';
import { checkoutCatalogue } from './i18n/checkout';

/**
 * Characters no text field takes: NUL and the other C0 controls, DEL, the C1 controls and lone UTF-16 surrogates
 * (half an emoji, or a forged `\ud800` in JSON). PostgreSQL refuses NUL in text and turns a lone surrogate into
 * U+FFFD, so such input is refused on its field before it gets that far.
 */
// Matching control characters is the point of these patterns.
/* eslint-disable no-control-regex */
const UNSAFE_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Multi-line fields (the personal message) also take tab, line feed and carriage return. */
const UNSAFE_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/* eslint-enable no-control-regex */

/** True when the text holds a character no text field takes (see above); `multiLine` allows tab and line breaks. */
export function hasUnsafeCharacters(text: string, { multiLine = false }: { multiLine?: boolean } = {}): boolean {
  return (multiLine ? UNSAFE_MULTI_LINE : UNSAFE_SINGLE_LINE).test(text);
}

/** The refusal of a text with unsafe characters, per language; English when the language has none. */
export const unsafeCharactersMessage = (language: string): string => pickMessages(checkoutCatalogue, language).charactersInvalid;

/** Yup test options for a text field: refuses unsafe characters (empty and absent values pass). */
export const safeText = (message: string, options: { multiLine?: boolean } = {}) => ({
  name: 'characters',
  message,
  test: (value: unknown) => typeof value !== 'string' || !hasUnsafeCharacters(value, options),
});
