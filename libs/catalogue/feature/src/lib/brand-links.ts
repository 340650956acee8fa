import { matchRoute, prefixPath, routePath, routeTable, type PathContext } from '@giftshop/util-i18n';

/**
 * A link from brand data, written as a path of the store's first language (`linkLanguage`): on a page in another
 * language (`/fr/` of a bilingual store) it becomes the same route on that language's paths; a path no route knows
 * keeps the page's prefix, and absolute links stay as they are.
 */
export function brandLink(link: string, paths: PathContext, linkLanguage: string): string {
  if (!link.startsWith('/')) return link;
  if (paths.language === linkLanguage) return prefixPath(link, paths);
  const route = matchRoute(link, routeTable(linkLanguage));
  return route ? routePath(route.id, route.params, paths) : prefixPath(link, paths);
}
