import type { RouteId } from '@giftshop/util-i18n';

/**
 * Pages that show or take a visitor's own data (account, basket, checkout, orders, balance check and redeem,
 * activation, card details): never kept by a browser's back-forward cache of another user on a shared machine,
 * nor by a CDN or proxy. Catalogue and content pages are left to the defaults.
 */
const PRIVATE_PAGES: readonly RouteId[] = [
  'basket',
  'order',
  'orderSuccess',
  'orderProcessingPayment',
  'orderConfirmation',
  'reorder',
  'checkBalance',
  'redeemInfo',
  'redeemShop',
  'redeemBusinessShop',
  'redeemCheckout',
  'activate',
  'activateSuccess',
  'cardDetails',
  'doublerThankYou',
  'account',
  'accountLogin',
  'accountRegister',
  'accountRegisterSuccess',
  'accountForgotPassword',
  'accountForgotPasswordSuccess',
  'accountNewPassword',
  'accountNewPasswordSuccess',
  'accountOverview',
  'accountDetails',
  'accountOrders',
  'accountAddressBook',
  'accountChangePassword',
  'accountNotifications',
  'newsletterConfirm',
  'newsletterUnsubscribe',
];

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The Cache-Control of a rendered page from its matched route ids (`<prefix>:<RouteId>`, see routes.ts). */
export function pageCacheControl(matchedRouteIds: readonly string[]): string | undefined {
  const isPrivate = matchedRouteIds.some((id) => (PRIVATE_PAGES as readonly string[]).includes(id.slice(id.indexOf(':') + 1)));
  return isPrivate ? PRIVATE_CACHE_CONTROL : undefined;
}

/**
 * A loader's data answer (`/<page>.data`): the store's own navigations run their loaders in the browser, so these are
 * asked only by hand or by a crawler, and may hold a visitor's data; no shared cache keeps them.
 */
export function privateDataResponse(response: Response): Response {
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  return response;
}
