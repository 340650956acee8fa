import { routePath, type RouteId, type RouteParams } from '@giftshop/util-i18n/core';

/** Where links point: the store's origin and language; `prefixed` when that is not the store's default language. */
export interface StorefrontSite {
  origin: string;
  language: string;
  prefixed: boolean;
}

/** A storefront page of the site, from the route tables of its language (spec §2.1, §2.2), prefixed when not the default. */
export const storefrontUrl = (site: StorefrontSite, id: RouteId, params: RouteParams = {}) => `${site.origin}${routePath(id, params, site)}`;

/**
 * The balance check with the card number filled in (never the PIN), in the fragment: browsers do not send a
 * fragment to servers, so the number stays out of access logs and proxies.
 */
export const checkBalanceUrl = (site: StorefrontSite, cardNumber: string) =>
  `${storefrontUrl(site, 'checkBalance')}#cardNumber=${encodeURIComponent(cardNumber)}`;

/** The order's confirmation page, /order/<uuid>/. */
export const orderUrl = (site: StorefrontSite, orderUuid: string) => storefrontUrl(site, 'orderConfirmation', { uuid: orderUuid });

/** The activation voucher of an activation order, /carddetails/?order=<uuid>. */
export const cardDetailsUrl = (site: StorefrontSite, orderUuid: string) => `${storefrontUrl(site, 'cardDetails')}?order=${encodeURIComponent(orderUuid)}`;

/**
 * The balance check that opens the holder's redeem session at once (spec §2.1 `/check-balance/?redeemToken=…`): the
 * card e-mail's link. The page reads the token, keeps it for the session and removes it from the address bar.
 */
export const redeemSessionUrl = (site: StorefrontSite, redeemToken: string) =>
  `${storefrontUrl(site, 'checkBalance')}?redeemToken=${encodeURIComponent(redeemToken)}`;
