import { matchRoute, routeTable, stripLanguagePrefix, type RouteId } from '@giftshop/util-i18n';

/**
 * Pages the promo pop-up may cover: browsing and reading pages. Never a page that is a form (basket, checkout,
 * account, redeem, activation, doubler, business quote, contact, newsletter) nor an unknown path.
 */
const browsingRoutes: ReadonlySet<RouteId> = new Set<RouteId>([
  'home',
  'productList',
  'product',
  'productLocations',
  'productLocation',
  'choiceCard',
  'categoryAll',
  'category',
  'occasions',
  'occasion',
  'blog',
  'blogPost',
  'business',
  'helpdesk',
  'generalTerms',
  'privacy',
  'cancellationPolicy',
  'delivery',
  'cookieStatement',
  'landing',
]);

export function promoAllowed(pathname: string, language: string): boolean {
  const { path } = stripLanguagePrefix(pathname, [language]);
  const match = matchRoute(path, routeTable(language));
  return match !== null && browsingRoutes.has(match.id);
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
