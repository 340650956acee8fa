import { perLocale } from '@giftshop/util-i18n';

const regionNames = perLocale((locale) => new Intl.DisplayNames([locale], { type: 'region' }));
const languageNames = perLocale((locale) => new Intl.DisplayNames([locale], { type: 'language' }));

/** A country's name in the page's language, e.g. NL → "Netherlands"; the code when the runtime does not know it. */
export function countryName(code: string, language: string): string {
  try {
    return regionNames(language).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A language's name in that language itself (nl → "Nederlands"), as language pickers show them. */
export function languageName(code: string): string {
  try {
    const name = languageNames(code).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}
