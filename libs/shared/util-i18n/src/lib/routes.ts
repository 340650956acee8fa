import type { Catalogue } from './messages';
import { enRoutes as english } from './route-tables/en';
import { nlRoutes } from './route-tables/nl';
import { deRoutes } from './route-tables/de';
import { frRoutes } from './route-tables/fr';
import { esRoutes } from './route-tables/es';
import { itRoutes } from './route-tables/it';
import { ptRoutes } from './route-tables/pt';
import { plRoutes } from './route-tables/pl';
import { svRoutes } from './route-tables/sv';
import { daRoutes } from './route-tables/da';
import { nbRoutes } from './route-tables/nb';

/**
 * Route tables (spec §2.1, §2.2): route ids mapped to each language's paths. Paths use React Router syntax and end
 * with a slash; `:page?` segments take digits only (a non-numeric page means page 1). Every storefront builds its
 * routes from these tables, and the gateway's route words (`libs/gateway/core/src/paths.ts`) must agree with them.
 */
export const routeIds = [
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
  'businessQuote',
  'businessQuoteSuccess',
  'basket',
  'order',
  'orderSuccess',
  'orderProcessingPayment',
  'orderConfirmation',
  'reorder',
  'activate',
  'activateSuccess',
  'cardDetails',
  'doubler',
  'doublerThankYou',
  'checkBalance',
  'redeemInfo',
  'redeemShop',
  'redeemBusinessShop',
  'redeemCheckout',
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
  'contactUs',
  'helpdesk',
  'generalTerms',
  'privacy',
  'cancellationPolicy',
  'delivery',
  'cookieStatement',
  'notFound',
  'landing',
] as const;

export type RouteId = (typeof routeIds)[number];
export type RouteTable = Partial<Record<RouteId, string>>;

/** Every language's table; a brand's browser build keeps its own languages' only (tools/vite/catalogue-languages.ts). */
const tables: Catalogue<RouteTable> = { en: english, nl: nlRoutes, de: deRoutes, fr: frRoutes, es: esRoutes, it: itRoutes, pt: ptRoutes, pl: plRoutes, sv: svRoutes, da: daRoutes, nb: nbRoutes };
let brandTables: Record<string, RouteTable> = {};
let loadedTables: Partial<Record<string, RouteTable>> = {};

/** Whether this bundle holds the route table of `language` (a browser build holds its brand's languages' only). */
export const hasRouteTable = (language: string): boolean => Boolean(brandTables[language] ?? tables[language] ?? loadedTables[language]);

/**
 * Every language's route table, for a page that links into a store of another language (the store switcher): one
 * chunk, loaded when asked, so no page's first load carries the other languages' tables.
 */
export async function loadRouteTables(): Promise<void> {
  const { allRouteTables } = await import('./route-tables/all');
  loadedTables = allRouteTables;
}

/**
 * A brand's own paths for some routes of a language (its Choice card page, spec §2.2: `/gutschein/all-in-1/`),
 * which replace the language table's in every link and route of the storefront. The storefront runtime sets them
 * once from the brand data; the gateway never does.
 */
export function setBrandRoutes(language: string, overrides: RouteTable): void {
  brandTables = { ...brandTables, [language]: { ...(tables[language] ?? tables.en), ...overrides } };
}

/**
 * The route table of a language (with the brand's own paths); languages without their own table use English. A
 * browser build of another language holds English only once the store switcher has loaded every table.
 */
export const routeTable = (language: string): RouteTable => brandTables[language] ?? tables[language] ?? loadedTables[language] ?? tables.en ?? loadedTables['en'] ?? {};
