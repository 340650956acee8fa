import { layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
// React Router reads this file before Vite's path aliases apply, so the route table is imported by its path.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { enRoutes, type RouteId } from '../../../libs/shared/util-i18n/src/lib/routes';

/**
 * The UK store's pages, built from the English route table (spec §2.1). Every page also answers under the optional
 * /en/ language prefix. Routes of later domains join this map as they are built.
 */
const modules: Partial<Record<RouteId, string>> = {
  home: 'routes/home.tsx',
  // `/gift-cards/{n}/` is a list page: the product module tells a page number from a product slug.
  productList: 'routes/product-list.tsx',
  product: 'routes/product.tsx',
  productLocations: 'routes/product-locations.tsx',
  productLocation: 'routes/product-location.tsx',
  choiceCard: 'routes/choice-card.tsx',
  categoryAll: 'routes/category.tsx',
  category: 'routes/category.tsx',
  occasions: 'routes/occasions.tsx',
  occasion: 'routes/occasion.tsx',
  blog: 'routes/blog.tsx',
  // `/blog/{n}/` is a blog page: the post module tells a page number from a post's path.
  blogPost: 'routes/blog-post.tsx',
  basket: 'routes/basket.tsx',
  order: 'routes/order.tsx',
  orderProcessingPayment: 'routes/order-processing-payment.tsx',
  orderSuccess: 'routes/order-confirmation.tsx',
  orderConfirmation: 'routes/order-confirmation.tsx',
  reorder: 'routes/reorder.tsx',
  checkBalance: 'routes/check-balance.tsx',
  redeemInfo: 'routes/redeem-info.tsx',
  redeemShop: 'routes/redeem-shop.tsx',
  // A slug after /check-balance/redeem/ names a business redeem shop; the shop's module tells it from a page number.
  redeemBusinessShop: 'routes/redeem-shop.tsx',
  redeemCheckout: 'routes/redeem-checkout.tsx',
  doubler: 'routes/doubler.tsx',
  doublerThankYou: 'routes/doubler-thank-you.tsx',
  activate: 'routes/activate.tsx',
  activateSuccess: 'routes/activate-success.tsx',
  cardDetails: 'routes/card-details.tsx',
  account: 'routes/account.tsx',
  accountLogin: 'routes/account-login.tsx',
  accountRegister: 'routes/account-register.tsx',
  accountRegisterSuccess: 'routes/account-register-success.tsx',
  accountForgotPassword: 'routes/account-forgot-password.tsx',
  accountForgotPasswordSuccess: 'routes/account-forgot-password-success.tsx',
  accountNewPassword: 'routes/account-new-password.tsx',
  accountNewPasswordSuccess: 'routes/account-new-password-success.tsx',
  accountOverview: 'routes/account-overview.tsx',
  accountDetails: 'routes/account-details.tsx',
  accountOrders: 'routes/account-orders.tsx',
  accountAddressBook: 'routes/account-address-book.tsx',
  accountChangePassword: 'routes/account-change-password.tsx',
  accountNotifications: 'routes/account-notifications.tsx',
  newsletterConfirm: 'routes/newsletter-confirm.tsx',
  newsletterUnsubscribe: 'routes/newsletter-unsubscribe.tsx',
  generalTerms: 'routes/info-page.tsx',
  privacy: 'routes/info-page.tsx',
  cancellationPolicy: 'routes/info-page.tsx',
  delivery: 'routes/info-page.tsx',
  cookieStatement: 'routes/info-page.tsx',
  helpdesk: 'routes/info-page.tsx',
  contactUs: 'routes/contact-us.tsx',
  business: 'routes/landing.tsx',
  notFound: 'routes/not-found.tsx',
  landing: 'routes/landing.tsx',
  businessQuote: 'routes/business-quote.tsx',
  businessQuoteSuccess: 'routes/business-quote-success.tsx',
};

const trim = (path: string) => path.replace(/^\/|\/$/g, '');
/** The list route keeps its bare path; its numbered pages share the product route's pattern. */
const pattern = (id: RouteId) => trim((enRoutes[id] as string).replace(id === 'productList' ? ':page?/' : '', ''));

function pages(prefix: string): RouteConfigEntry[] {
  const entries = (Object.entries(modules) as [RouteId, string][]).map(([id, file]) =>
    route([prefix, pattern(id)].filter(Boolean).join('/'), file, { id: `${prefix || 'root'}:${id}` }),
  );
  entries.push(route([prefix, '*'].filter(Boolean).join('/'), 'routes/not-found.tsx', { id: `${prefix || 'root'}:unknown` }));
  return entries;
}

export default [
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('map-tiles.json', 'routes/map-tiles.ts'),
  layout('routes/shell.tsx', [...pages(''), ...pages('en')]),
] satisfies RouteConfig;
