import type { RouteId } from './routes';

/**
 * What a page is to the visitor, which decides what may cover it and who may keep a copy of it:
 * - `browsing`: catalogue and reading pages; the promo pop-up may open over them and shared caches may keep them.
 * - `task`: public pages where the visitor is doing something (a form, a not-found page): nothing opens over them;
 *   they carry no visitor data, so shared caches may keep them.
 * - `private`: the visitor's own data (basket, checkout, orders, account, balance check and redeem, activation,
 *   signed links): `private, no-store`, never covered.
 * Every route has a kind, so a new route cannot be added without deciding it.
 */
export type RouteKind = 'browsing' | 'task' | 'private';

export const routeKinds: Readonly<Record<RouteId, RouteKind>> = {
  home: 'browsing',
  productList: 'browsing',
  product: 'browsing',
  productLocations: 'browsing',
  productLocation: 'browsing',
  choiceCard: 'browsing',
  categoryAll: 'browsing',
  category: 'browsing',
  occasions: 'browsing',
  occasion: 'browsing',
  blog: 'browsing',
  blogPost: 'browsing',
  business: 'browsing',
  businessQuote: 'task',
  businessQuoteSuccess: 'task',
  basket: 'private',
  order: 'private',
  orderSuccess: 'private',
  orderProcessingPayment: 'private',
  orderConfirmation: 'private',
  reorder: 'private',
  activate: 'private',
  activateSuccess: 'private',
  cardDetails: 'private',
  doubler: 'task',
  doublerThankYou: 'private',
  checkBalance: 'private',
  redeemInfo: 'private',
  redeemShop: 'private',
  redeemBusinessShop: 'private',
  redeemCheckout: 'private',
  account: 'private',
  accountLogin: 'private',
  accountRegister: 'private',
  accountRegisterSuccess: 'private',
  accountForgotPassword: 'private',
  accountForgotPasswordSuccess: 'private',
  accountNewPassword: 'private',
  accountNewPasswordSuccess: 'private',
  accountOverview: 'private',
  accountDetails: 'private',
  accountOrders: 'private',
  accountAddressBook: 'private',
  accountChangePassword: 'private',
  accountNotifications: 'private',
  newsletterConfirm: 'private',
  newsletterUnsubscribe: 'private',
  contactUs: 'task',
  helpdesk: 'browsing',
  generalTerms: 'browsing',
  privacy: 'browsing',
  cancellationPolicy: 'browsing',
  delivery: 'browsing',
  cookieStatement: 'browsing',
  notFound: 'task',
  landing: 'browsing',
};

/** The kind of a route id; unknown ids (a typo, a route of a later build) count as private. */
export const routeKind = (id: string): RouteKind => (routeKinds as Record<string, RouteKind | undefined>)[id] ?? 'private';
