/**
 * Message catalogues: one object per domain and language with the same keys. Languages without a catalogue of
 * their own fall back to English. Text holds `{name}` placeholders filled by `format`.
 */
export type Catalogue<T> = { en: T } & Partial<Record<string, T>>;

/** Languages every catalogue has; a store in another language shows English text until its catalogues exist. */
export const CATALOGUE_LANGUAGES: readonly string[] = ['en', 'nl'];

/** The `lang` of a document in a store locale: the locale when its language has catalogues, else English. */
export const documentLanguage = (locale: string) => (CATALOGUE_LANGUAGES.includes(locale.slice(0, 2).toLowerCase()) ? locale : 'en');

export function pickMessages<T>(catalogue: Catalogue<T>, language: string): T {
  return catalogue[language] ?? catalogue.en;
}

/** Fills `{name}` placeholders; unknown names are left as they are. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export interface PluralForms {
  one: string;
  other: string;
  zero?: string;
}

// One `Intl.PluralRules` per language: making one costs far more than asking it. (A Map of its own, not perLocale:
// plain Node reads this file for the brand smoke, without resolving extensionless imports.)
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRulesOf(language: string): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
}

/** Picks the plural form for a count with the language's plural rules and fills `{count}`. */
export function plural(language: string, count: number, forms: PluralForms): string {
  const rule = count === 0 && forms.zero ? 'zero' : pluralRulesOf(language).select(count);
  const template = rule === 'one' ? forms.one : rule === 'zero' && forms.zero ? forms.zero : forms.other;
  return format(template, { count });
}
