export { Shell, type ShellProps } from './lib/shell';
export { SiteFooter, type SiteFooterProps } from './lib/footer/site-footer';
export { loadSiteFooter, siteFooterLaterStyles } from './lib/footer/load-footer';
export type { AccountAction, AccountActionParts } from './lib/header/site-header';
export { loadShell } from './lib/load-shell';
export { NotFoundPage } from './lib/pages/not-found-page';
export { ErrorPage } from './lib/pages/error-page';
export { errorPageTitle } from './lib/pages/error-title';
