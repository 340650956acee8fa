import { matchRoute, routeKind, routeTable, stripLanguagePrefix } from '@giftshop/util-i18n';

/** The promo pop-up opens only over browsing pages (`routeKinds`): never over a form, a private page or an unknown path. */
export function promoAllowed(pathname: string, language: string): boolean {
  const { path } = stripLanguagePrefix(pathname, [language]);
  const match = matchRoute(path, routeTable(language));
  return match !== null && routeKind(match.id) === 'browsing';
}

const STORAGE_KEY = 'giftshop.promoSeen';

/** The id of the last offer shown, or null (none, or storage refused). */
export function readPromoSeen(storage: Storage): string | null {
  try {
    return storage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function savePromoSeen(storage: Storage, id: string) {
  try {
    storage.setItem(STORAGE_KEY, id);
  } catch {
    // Without storage the pop-up may show again on the next visit; nothing else depends on it.
  }
}
