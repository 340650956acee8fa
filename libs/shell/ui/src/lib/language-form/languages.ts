import type { LanguageForm_CountryFragment } from '@giftshop/shared-graphql';

// Apart from the form, so that pages using these (the visitor country banner) do not load the form's libraries.

export interface LanguageFormValues {
  country: string;
  language: string;
  currency: string;
}

export type LanguageCombination = LanguageForm_CountryFragment['languagesCombinations'][number];

/** The language a country starts with: its default one, else its first (spec §4). */
export function defaultLanguage(country: LanguageForm_CountryFragment | undefined): LanguageCombination | undefined {
  return country?.languagesCombinations.find((combination) => combination.isDefault) ?? country?.languagesCombinations[0];
}

/** Values after choosing a country: its default language and that combination's currency. */
export function valuesForCountry(countries: readonly LanguageForm_CountryFragment[], code: string): LanguageFormValues {
  const language = defaultLanguage(countries.find((country) => country.country === code));
  return { country: code, language: language?.languageCode ?? '', currency: language?.currency ?? '' };
}
