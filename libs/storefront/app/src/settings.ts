import type { StoreSettings } from '@giftshop/shared-data-access';
import { brand } from './brand';

/** `en-gb` → `en-GB`: brand files write locales in lower case, as the gateway's store table does. */
const bcp47 = (locale: string) => locale.replace(/-([a-z]{2})$/i, (_, country: string) => `-${country.toUpperCase()}`);

/** The brand language a path is in: a language prefix (`/en/…`, `/fr/…`), else the store's default language. */
export function pageLanguage(pathname: string) {
  const prefixed = brand.languages.find((language) => pathname === `/${language.code}` || pathname.startsWith(`/${language.code}/`));
  return { language: prefixed ?? brand.languages[0], prefixed: Boolean(prefixed) };
}

/**
 * The store a request is for, from the brand data (store id, country, currency, languages). `origin` is the
 * store's public origin: its real host, or the local origin a development run gives it (STOREFRONT_ORIGIN).
 */
export function storeSettings(url: URL, origin = `https://${brand.host}`): StoreSettings {
  const { language, prefixed } = pageLanguage(url.pathname);
  if (!language) throw new Error(`brand ${brand.buildKey} has no language`);
  return {
    storeId: brand.storeId,
    buildKey: brand.buildKey,
    language: language.code,
    locale: bcp47(language.locale),
    countryCode: brand.countryCode,
    currency: brand.currency,
    brandHost: brand.host,
    origin,
    prefixed,
  };
}
