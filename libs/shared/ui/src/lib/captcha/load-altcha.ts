/**
 * Loads the ALTCHA widget (it defines `<altcha-widget>`) and its Dutch texts; English is built in. Browser only:
 * the package touches `window` when it loads, so server rendering leaves an empty element that this upgrades.
 * The `external` build injects no style element and makes no blob: workers: its stylesheet and its SHA worker are
 * files of the store's own origin, so the pages' Content-Security-Policy needs no nonce or hash for them.
 */
export async function loadAltcha(language: string): Promise<void> {
  const [, , { default: ShaWorker }] = await Promise.all([import('altcha/external'), import('altcha/altcha.css'), import('altcha/workers/sha?worker')]);
  const algorithms = (window as unknown as { $altcha: { algorithms: Map<string, () => Worker> } }).$altcha.algorithms;
  for (const name of ['SHA-256', 'SHA-384', 'SHA-512']) algorithms.set(name, () => new ShaWorker());
  if (language === 'nl') await import('altcha/i18n/nl');
}
