export { Shell } from './lib/shell';
export type { AccountAction, AccountActionParts } from './lib/header/site-header';
export { loadShell } from './lib/load-shell';
export { NotFoundPage } from './lib/pages/not-found-page';
export { ErrorPage } from './lib/pages/error-page';
export { errorPageTitle } from './lib/pages/error-title';
