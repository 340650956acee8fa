import type { Crumb } from '@giftshop/shared-data-access';
import { routePath, type PathContext } from '@giftshop/util-i18n';
import type { CatalogueMessages } from './messages';

/**
 * Breadcrumb trails. The loader returns them as `seo.breadcrumbs` (BreadcrumbList JSON-LD) and the page renders the
 * same trail, so both are built here from the same inputs. The last crumb is the page itself.
 */
type Messages = Pick<CatalogueMessages, 'crumbs'>;

const home = (m: Messages, paths: PathContext): Crumb => ({ name: m.crumbs.home, path: routePath('home', {}, paths) });
const giftCards = (m: Messages, paths: PathContext): Crumb => ({ name: m.crumbs.giftCards, path: routePath('productList', {}, paths) });
const occasions = (m: Messages, paths: PathContext): Crumb => ({ name: m.crumbs.occasions, path: routePath('occasions', {}, paths) });

export const crumbs = {
  productList: (m: Messages, paths: PathContext): Crumb[] => [home(m, paths), giftCards(m, paths)],
  product: (m: Messages, paths: PathContext, title: string, path: string): Crumb[] => [home(m, paths), giftCards(m, paths), { name: title, path }],
  category: (m: Messages, paths: PathContext, title: string, path: string): Crumb[] => [home(m, paths), giftCards(m, paths), { name: title, path }],
  occasions: (m: Messages, paths: PathContext): Crumb[] => [home(m, paths), occasions(m, paths)],
  occasion: (m: Messages, paths: PathContext, title: string, path: string): Crumb[] => [home(m, paths), occasions(m, paths), { name: title, path }],
};
