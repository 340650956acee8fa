// React Router reads this file before Vite's path aliases apply, so the shared route config is imported by its path.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { storefrontRoutes } from '../../../libs/storefront/app/src/family-routes';

/** The family's pages: every page of the brand's languages (family.json names routes it leaves out). */
export default storefrontRoutes(__dirname);
