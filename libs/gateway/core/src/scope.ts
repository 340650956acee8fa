import { messagesLanguage } from '@giftshop/util-i18n/core';
import { DomainError } from './errors';
import type { StoreInfo, StoreLanguage, StoreRegistry } from './store-registry';

export interface UserData {
  language: string;
  storeID: number;
  countryCode: string;
  redeemToken?: string | null;
}

/** The resolved `userData` of a call: a known store, one of its languages, a country. */
export interface StoreScope {
  store: StoreInfo;
  language: StoreLanguage;
  countryCode: string;
  redeemToken: string | null;
}

const COUNTRY = /^[A-Z]{2}$/;

export function resolveScope(stores: StoreRegistry, userData: UserData): StoreScope {
  const store = stores.get(userData.storeID);
  if (!store) throw new DomainError('UNKNOWN_STORE', { storeID: userData.storeID }, 'userData.storeID');
  const language = store.languages.find((l) => l.languageCode === userData.language.toLowerCase());
  if (!language) throw new DomainError('UNKNOWN_LANGUAGE', { language: userData.language }, 'userData.language');
  const countryCode = userData.countryCode.toUpperCase();
  if (!COUNTRY.test(countryCode)) throw new DomainError('INVALID_COUNTRY', { countryCode: userData.countryCode }, 'userData.countryCode');
  return { store, language, countryCode, redeemToken: userData.redeemToken ?? null };
}

/** The message catalogues' key of a scope's language: Swiss German (`de-CH`) for a de-ch store, else the language. */
export const messagesIn = (scope: Pick<StoreScope, 'language'>): string => messagesLanguage(scope.language.locale);

/** The message catalogues' key of one of a store's languages (an order's `language_code`): as `messagesIn`. */
export function storeMessages(store: Pick<StoreInfo, 'languages'>, languageCode: string): string {
  const language = store.languages.find((l) => l.languageCode === languageCode);
  return language ? messagesLanguage(language.locale) : languageCode;
}
