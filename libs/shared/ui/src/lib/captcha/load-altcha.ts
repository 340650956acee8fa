// The reference brings the declarations of the texts ALTCHA ships untyped into every program that compiles this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./altcha-i18n.d.ts" />
/** The widget's texts per store language, each a chunk of its own, and the name ALTCHA registers them under. */
const texts: Record<string, { key: string; load: () => Promise<unknown> }> = {
  nl: { key: 'nl', load: () => import('altcha/i18n/nl') },
  de: { key: 'de', load: () => import('altcha/i18n/de') },
  fr: { key: 'fr-fr', load: () => import('altcha/i18n/fr-fr') },
  es: { key: 'es-es', load: () => import('altcha/i18n/es-es') },
  it: { key: 'it', load: () => import('altcha/i18n/it') },
  pt: { key: 'pt-br', load: () => import('altcha/i18n/pt-br') },
  pl: { key: 'pl', load: () => import('altcha/i18n/pl') },
  sv: { key: 'sv', load: () => import('altcha/i18n/sv') },
  da: { key: 'da', load: () => import('altcha/i18n/da') },
  nb: { key: 'nb', load: () => import('altcha/i18n/nb') },
};

/** Texts of a country where ALTCHA has them: Portugal's Portuguese, Canada's French, Latin America's Spanish. */
const regional: Record<string, { key: string; load: () => Promise<unknown> }> = {
  'pt-pt': { key: 'pt-pt', load: () => import('altcha/i18n/pt-pt') },
  'fr-ca': { key: 'fr-ca', load: () => import('altcha/i18n/fr-ca') },
  'es-mx': { key: 'es-419', load: () => import('altcha/i18n/es-419') },
};

const textsOf = (locale: string) => regional[locale.toLowerCase()] ?? texts[locale.slice(0, 2).toLowerCase()];

/** The `language` of `<altcha-widget>` for a store locale: English (built in) when ALTCHA has no texts of it. */
export const altchaLanguage = (locale: string) => textsOf(locale)?.key ?? 'en';

/**
 * Loads the ALTCHA widget (it defines `<altcha-widget>`) and its texts in the store's locale; English is built in. Browser only:
 * the package touches `window` when it loads, so server rendering leaves an empty element that this upgrades.
 * The `external` build injects no style element and makes no blob: workers: its stylesheet and its SHA worker are
 * files of the store's own origin, so the pages' Content-Security-Policy needs no nonce or hash for them.
 */
export async function loadAltcha(locale: string): Promise<void> {
  const [, , { default: ShaWorker }] = await Promise.all([import('altcha/external'), import('altcha/altcha.css'), import('altcha/workers/sha?worker')]);
  const algorithms = (window as unknown as { $altcha: { algorithms: Map<string, () => Worker> } }).$altcha.algorithms;
  for (const name of ['SHA-256', 'SHA-384', 'SHA-512']) algorithms.set(name, () => new ShaWorker());
  await textsOf(locale)?.load();
}
