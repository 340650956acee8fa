const displayNames = new Map<string, Intl.DisplayNames>();

/** One `Intl.DisplayNames` per locale and type: each new one loads the locale's display data again. */
function names(locale: string, type: 'region' | 'language'): Intl.DisplayNames {
  const key = `${type}|${locale}`;
  let value = displayNames.get(key);
  if (!value) {
    value = new Intl.DisplayNames([locale], { type });
    displayNames.set(key, value);
  }
  return value;
}

/** A country's name in the page's language, e.g. NL → "Netherlands"; the code when the runtime does not know it. */
export function countryName(code: string, language: string): string {
  try {
    return names(language, 'region').of(code) ?? code;
  } catch {
    return code;
  }
}

/** A language's name in that language itself (nl → "Nederlands"), as language pickers show them. */
export function languageName(code: string): string {
  try {
    const name = names(code, 'language').of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}
