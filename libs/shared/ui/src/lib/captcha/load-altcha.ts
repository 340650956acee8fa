/**
 * Loads the ALTCHA widget (it defines `<altcha-widget>`) and its Dutch texts; English is built in. Browser only:
 * the package touches `window` when it loads, so server rendering leaves an empty element that this upgrades.
 */
export async function loadAltcha(language: string): Promise<void> {
  await import('altcha');
  if (language === 'nl') await import('altcha/i18n/nl');
}
