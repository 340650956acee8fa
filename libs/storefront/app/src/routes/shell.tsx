import { isRouteErrorResponse, Outlet, useRouteError, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import {
  AccountHeaderMenu as AccountHeaderMenuNow,
  loadAccountHeaderMenu,
  loadNewsletterSignup,
  NewsletterSignup as NewsletterSignupNow,
  newsletterSignupStyles,
} from '@giftshop/account-feature';
import {
  ErrorPage,
  errorPageTitle,
  loadShell,
  loadSiteFooter,
  loadSiteMenuPanel,
  MenuPanelLoading,
  NotFoundPage,
  Shell,
  SiteFooter as SiteFooterNow,
  siteFooterLaterStyles,
  SiteMenuPanel as SiteMenuPanelNow,
  siteMenuPanelLaterStyles,
  type AccountAction,
} from '@giftshop/shell-feature';
import { brand } from '../brand';
import { browserGatewayServices } from '../lib/browser-services';
import { hydrateLater } from '../lib/hydrate-later';
import { serverServices } from '../lib/page-route';
import { pageLanguage } from '../settings';

/** Header, footer and the shell's modals around every page; its data loads once per document. */
export const loader = ({ context, request, params }: LoaderFunctionArgs) => loadShell({ services: serverServices(context), params, url: new URL(request.url) });
export const clientLoader = ({ request, params }: LoaderFunctionArgs) => loadShell({ services: browserGatewayServices(), params, url: new URL(request.url) });
export const shouldRevalidate = () => false;

/** Only used when a page failed: pages that render give their own meta. */
export const meta: MetaFunction = ({ error, location }) => [
  { title: errorPageTitle(pageLanguage(location.pathname).language?.code ?? 'en', isRouteErrorResponse(error) ? error.status : undefined, brand.name) },
  { name: 'robots', content: 'noindex, follow' },
];

/**
 * The account domain's dropdown for logged-in customers in place of the header's account link, hydrated after the
 * page (the link shows if it renders before its code is in).
 */
const AccountHeaderMenu = hydrateLater(
  import.meta.env.SSR ? { component: AccountHeaderMenuNow } : { load: loadAccountHeaderMenu },
  (parts) => parts.link,
);
const accountAction: AccountAction = (parts) => <AccountHeaderMenu {...parts} />;
/** The account domain's newsletter sign-up in the footer (docs/newsletter.md), hydrated after the page. */
const NewsletterSignup = hydrateLater(
  import.meta.env.SSR ? { component: NewsletterSignupNow } : { load: loadNewsletterSignup, styles: newsletterSignupStyles },
);
const newsletter = <NewsletterSignup source="footer" />;
/** The footer, below the fold on every page: hydrated after the page, in a task of its own. */
const SiteFooter = hydrateLater(
  import.meta.env.SSR ? { component: SiteFooterNow } : { load: loadSiteFooter, styles: siteFooterLaterStyles },
);
/**
 * The header's gift-cards panel, hidden until opened: hydrated after the page, in a task of its own. Opened before its
 * chunk is in, it shows a spinner until it is.
 */
const SiteMenuPanel = hydrateLater(
  import.meta.env.SSR ? { component: SiteMenuPanelNow } : { load: loadSiteMenuPanel, styles: siteMenuPanelLaterStyles },
  ({ open }) => <MenuPanelLoading open={open} />,
);

export default function ShellRoute() {
  return (
    <Shell accountAction={accountAction} newsletter={newsletter} footer={SiteFooter} menuPanel={SiteMenuPanel}>
      <Outlet />
    </Shell>
  );
}

/** Unknown paths and failed pages still get the header and footer; a 404 shows the brand's artwork. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <Shell accountAction={accountAction} newsletter={newsletter} footer={SiteFooter} menuPanel={SiteMenuPanel}>{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />}</Shell>;
}
