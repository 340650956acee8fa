/**
 * Storefront pages that e-mails link to. The paths must agree with the route tables of shared/util-i18n (a spec
 * checks it); the gateway keeps its own copy because that library also carries React code.
 */
const routes: Record<string, { checkBalance: string; order: string; cardDetails: string }> = {
  en: { checkBalance: '/check-balance/', order: '/order/', cardDetails: '/carddetails/' },
  nl: { checkBalance: '/saldocheck/', order: '/bestellen/', cardDetails: '/kaartgegevens/' },
};

/** Where links point: the store's origin and language; `prefixed` when that is not the store's default language. */
export interface StorefrontSite {
  origin: string;
  language: string;
  prefixed: boolean;
}

const base = (site: StorefrontSite) => `${site.origin}${site.prefixed ? `/${site.language}` : ''}`;
const table = (language: string) => routes[language] ?? routes['en'];

/**
 * The balance check with the card number filled in (never the PIN), in the fragment: browsers do not send a
 * fragment to servers, so the number stays out of access logs and proxies.
 */
export const checkBalanceUrl = (site: StorefrontSite, cardNumber: string) =>
  `${base(site)}${table(site.language).checkBalance}#cardNumber=${encodeURIComponent(cardNumber)}`;

/** The order's confirmation page, /order/<uuid>/. */
export const orderUrl = (site: StorefrontSite, orderUuid: string) => `${base(site)}${table(site.language).order}${encodeURIComponent(orderUuid)}/`;

/** The activation voucher of an activation order, /carddetails/?order=<uuid>. */
export const cardDetailsUrl = (site: StorefrontSite, orderUuid: string) => `${base(site)}${table(site.language).cardDetails}?order=${encodeURIComponent(orderUuid)}`;

export const storefrontRoutes = routes;

/**
 * The balance check that opens the holder's redeem session at once (spec §2.1 `/check-balance/?redeemToken=…`): the
 * card e-mail's link. The page reads the token, keeps it for the session and removes it from the address bar.
 */
export const redeemSessionUrl = (site: StorefrontSite, redeemToken: string) =>
  `${base(site)}${table(site.language).checkBalance}?redeemToken=${encodeURIComponent(redeemToken)}`;
