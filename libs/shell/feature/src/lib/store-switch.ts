import { matchRoute, prefixPath, routePath, routeTable, stripLanguagePrefix, type RouteId } from '@giftshop/util-i18n';

/** Where the visitor is now. */
export interface SwitchOrigin {
  storeId: number;
  /** The page's language. */
  language: string;
  /** Languages of the current store; any of them may be the path's prefix. */
  languages: string[];
  pathname: string;
}

/** The store and language chosen in the store switcher. */
export interface SwitchDestination {
  storeId: number;
  /** The store's origin, e.g. https://cb.giftshop.example. */
  url: string;
  language: string;
  /** The store's default language has no prefix; the others do. */
  isDefault: boolean;
}

export interface SwitchTarget {
  /** Site path on the current store (client navigation), an absolute URL on another store (full navigation). */
  href: string;
  sameStore: boolean;
}

/**
 * The page of the destination that matches the current one (spec §4): a page that is not an entity is the same
 * route in the destination's language; an entity (a route naming a product, category, occasion, post, landing page
 * or other record by a parameter other than its page number) and a route the destination does not have give home.
 */
export function mappedRoute(pathname: string, origin: Pick<SwitchOrigin, 'language' | 'languages'>, language: string): string {
  const { language: prefix, path } = stripLanguagePrefix(pathname, origin.languages);
  const match = matchRoute(path, routeTable(prefix ?? origin.language));
  const context = { language, prefixed: false };
  if (!match || !routeTable(language)[match.id]) return routePath('home', {}, context);
  const namesEntity = Object.entries(match.params).some(([name, value]) => name !== 'page' && value !== undefined && value !== '');
  return routePath(namesEntity ? 'home' : (match.id as RouteId), namesEntity ? {} : match.params, context);
}

/** Where applying the store switcher goes: default language without a prefix, other languages with one. */
export function storeSwitchTarget(origin: SwitchOrigin, destination: SwitchDestination): SwitchTarget {
  const path = prefixPath(mappedRoute(origin.pathname, origin, destination.language), {
    language: destination.language,
    prefixed: !destination.isDefault,
  });
  const sameStore = origin.storeId === destination.storeId;
  return { href: sameStore ? path : `${destination.url.replace(/\/+$/, '')}${path}`, sameStore };
}
