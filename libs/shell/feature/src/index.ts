export { Shell } from './lib/shell';
export { loadShell } from './lib/load-shell';
export { NotFoundPage } from './lib/pages/not-found-page';
export { ErrorPage } from './lib/pages/error-page';
export { errorPageTitle } from './lib/pages/error-title';
