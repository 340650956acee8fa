import { useLocation } from 'react-router';
import { useBrand } from '@giftshop/util-brand';
import { matchRoute, routeTable, stripLanguagePrefix, useI18n, type RouteId } from '@giftshop/util-i18n';

/**
 * Which header a page gets: the shop's, the redeem header with or without the language switch, or the reduced
 * checkout header (brand toggle checkoutV2Header).
 */
export type HeaderKind = 'shop' | 'redeem' | 'redeemShop' | 'checkout';

const redeemRoutes: Partial<Record<RouteId, HeaderKind>> = {
  checkBalance: 'redeem',
  redeemInfo: 'redeem',
  redeemCheckout: 'redeem',
  redeemShop: 'redeemShop',
  redeemBusinessShop: 'redeemShop',
};

const checkoutRoutes: readonly RouteId[] = ['order', 'orderProcessingPayment'];

/**
 * The header of a path, from the route it matches in the page language's route table (the matching the store
 * switcher uses), so the choice is the same on the server, in the browser and in error boundaries.
 */
export function headerKind(pathname: string, language: string, checkoutV2Header = false): HeaderKind {
  const { path } = stripLanguagePrefix(pathname, [language]);
  const match = matchRoute(path, routeTable(language));
  if (match && checkoutV2Header && checkoutRoutes.includes(match.id)) return 'checkout';
  return (match && redeemRoutes[match.id]) || 'shop';
}

export function useHeaderKind(): HeaderKind {
  const { pathname } = useLocation();
  const { language } = useI18n();
  const checkoutV2Header = useBrand().toggle('checkoutV2Header');
  return headerKind(pathname, language, checkoutV2Header);
}
