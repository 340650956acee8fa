import { useLocation } from 'react-router';
import { matchRoute, routeTable, stripLanguagePrefix, useI18n, type RouteId } from '@giftshop/util-i18n';

/** Which header a page gets: the shop's, or the redeem header with or without the language switch. */
export type HeaderKind = 'shop' | 'redeem' | 'redeemShop';

const redeemRoutes: Partial<Record<RouteId, HeaderKind>> = {
  checkBalance: 'redeem',
  redeemInfo: 'redeem',
  redeemCheckout: 'redeem',
  redeemShop: 'redeemShop',
  redeemBusinessShop: 'redeemShop',
};

/**
 * The header of a path, from the route it matches in the page language's route table (the matching the store
 * switcher uses), so the choice is the same on the server, in the browser and in error boundaries.
 */
export function headerKind(pathname: string, language: string): HeaderKind {
  const { path } = stripLanguagePrefix(pathname, [language]);
  const match = matchRoute(path, routeTable(language));
  return (match && redeemRoutes[match.id]) || 'shop';
}

export function useHeaderKind(): HeaderKind {
  const { pathname } = useLocation();
  const { language } = useI18n();
  return headerKind(pathname, language);
}
