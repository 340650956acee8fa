import { join, relative } from 'node:path';
import { layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
// React Router reads route configs before Vite's path aliases apply, so the route tables are imported by their path.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { routeTable, type RouteId, type RouteTable } from '../../../shared/util-i18n/src/lib/routes';

/**
 * The shared route module of every page (spec §2). A family's routes.ts composes them from the route tables of its
 * brand's languages; a route id the family leaves out (family.json `withoutRoutes`) answers the branded 404.
 */
export const routeModules: Partial<Record<RouteId, string>> = {
  home: 'home.tsx',
  // `/gift-cards/{n}/` is a list page: the product module tells a page number from a product slug.
  productList: 'product-list.tsx',
  product: 'product.tsx',
  productLocations: 'product-locations.tsx',
  productLocation: 'product-location.tsx',
  choiceCard: 'choice-card.tsx',
  categoryAll: 'category.tsx',
  category: 'category.tsx',
  occasions: 'occasions.tsx',
  occasion: 'occasion.tsx',
  blog: 'blog.tsx',
  // `/blog/{n}/` is a blog page: the post module tells a page number from a post's path.
  blogPost: 'blog-post.tsx',
  basket: 'basket.tsx',
  order: 'order.tsx',
  orderProcessingPayment: 'order-processing-payment.tsx',
  orderSuccess: 'order-confirmation.tsx',
  orderConfirmation: 'order-confirmation.tsx',
  reorder: 'reorder.tsx',
  checkBalance: 'check-balance.tsx',
  redeemInfo: 'redeem-info.tsx',
  redeemShop: 'redeem-shop.tsx',
  // A slug after the redeem shop's path names a business redeem shop; the shop's module tells it from a page number.
  redeemBusinessShop: 'redeem-shop.tsx',
  redeemCheckout: 'redeem-checkout.tsx',
  doubler: 'doubler.tsx',
  doublerThankYou: 'doubler-thank-you.tsx',
  activate: 'activate.tsx',
  activateSuccess: 'activate-success.tsx',
  cardDetails: 'card-details.tsx',
  account: 'account.tsx',
  accountLogin: 'account-login.tsx',
  accountRegister: 'account-register.tsx',
  accountRegisterSuccess: 'account-register-success.tsx',
  accountForgotPassword: 'account-forgot-password.tsx',
  accountForgotPasswordSuccess: 'account-forgot-password-success.tsx',
  accountNewPassword: 'account-new-password.tsx',
  accountNewPasswordSuccess: 'account-new-password-success.tsx',
  accountOverview: 'account-overview.tsx',
  accountDetails: 'account-details.tsx',
  accountOrders: 'account-orders.tsx',
  accountAddressBook: 'account-address-book.tsx',
  accountChangePassword: 'account-change-password.tsx',
  accountNotifications: 'account-notifications.tsx',
  newsletterConfirm: 'newsletter-confirm.tsx',
  newsletterUnsubscribe: 'newsletter-unsubscribe.tsx',
  generalTerms: 'info-page.tsx',
  privacy: 'info-page.tsx',
  cancellationPolicy: 'info-page.tsx',
  delivery: 'info-page.tsx',
  cookieStatement: 'info-page.tsx',
  helpdesk: 'info-page.tsx',
  contactUs: 'contact-us.tsx',
  business: 'landing.tsx',
  notFound: 'not-found.tsx',
  landing: 'landing.tsx',
  businessQuote: 'business-quote.tsx',
  businessQuoteSuccess: 'business-quote-success.tsx',
};

const trim = (path: string) => path.replace(/^\/|\/$/g, '');

/** Pages that read their loader's answer (`usePageQuery`) and load no Apollo Client; every other page is under `apollo.tsx`. */
const LOADER_DATA_PAGES: ReadonlySet<RouteId> = new Set(['home', 'productList', 'product', 'choiceCard', 'categoryAll', 'category', 'occasions', 'occasion', 'notFound']);

const readsThroughApollo = (id: RouteId) => !LOADER_DATA_PAGES.has(id);

/**
 * Route entries of one language under a prefix ('' for the store's default language). Ids are
 * `<prefix or root>:<RouteId>`, which the page cache reads (lib/page-cache.ts).
 */
export function languagePages(
  language: string,
  prefix: string,
  module: (file: string) => string,
  without: readonly string[] = [],
  overrides: RouteTable = {},
): RouteConfigEntry[] {
  const table = { ...routeTable(language), ...overrides };
  const pages = (Object.entries(routeModules) as [RouteId, string][])
    .filter(([id]) => table[id] && !without.includes(id))
    .map(([id, file]) => {
      // The list route keeps its bare path; its numbered pages share the product route's pattern.
      const pattern = trim((table[id] as string).replace(id === 'productList' ? ':page?/' : '', ''));
      return { id, entry: route([prefix, pattern].filter(Boolean).join('/'), module(file), { id: `${prefix || 'root'}:${id}` }) };
    });
  const entries = pages.filter((page) => !readsThroughApollo(page.id)).map((page) => page.entry);
  // A layout id without ':' is not a page's (lib/page-cache.ts).
  entries.push(layout(module('apollo.tsx'), { id: `${prefix || 'root'}-apollo` }, pages.filter((page) => readsThroughApollo(page.id)).map((page) => page.entry)));
  entries.push(route([prefix, '*'].filter(Boolean).join('/'), module('not-found.tsx'), { id: `${prefix || 'root'}:unknown` }));
  return entries;
}

/**
 * The route config of a brand: the default language's pages at the root, and every language of the brand under its
 * own prefix (`/en/` in the UK store, `/nl/` and `/fr/` in the Belgian ones). `overrides` are the brand's own paths
 * by language (its Choice card page, `choiceCardRoutes`). `appDir` is the family app's app directory, which React Router
 * resolves route files from.
 */
export function brandRoutes(
  appDir: string,
  languages: readonly string[],
  without: readonly string[] = [],
  overrides: Readonly<Record<string, RouteTable>> = {},
): RouteConfig {
  const routesDir = join(__dirname, 'routes');
  const module = (file: string) => relative(appDir, join(routesDir, file));
  const [first = 'en', ...others] = languages;
  return [
    route('sitemap.xml', module('sitemap.ts')),
    route('robots.txt', module('robots.ts')),
    route('map-tiles.json', module('map-tiles.ts')),
    layout(module('shell.tsx'), [
      ...languagePages(first, '', module, without, overrides[first]),
      ...[first, ...others].flatMap((language) => languagePages(language, language, module, without, overrides[language])),
    ]),
  ];
}
