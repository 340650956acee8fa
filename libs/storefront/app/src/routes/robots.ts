import type { LoaderFunctionArgs } from 'react-router';
import { routeTable } from '@giftshop/util-i18n';
import { brand } from '../brand';

/** The visitor's own pages in every language of the store, default language first, then the prefixed paths. */
function privatePaths(): string[] {
  const paths = brand.languages.flatMap((language, index) => {
    const table = routeTable(language.code);
    const own = [table.basket, table.order, table.account].filter((path): path is string => Boolean(path));
    return [...(index === 0 ? own : []), ...own.map((path) => `/${language.code}${path}`)];
  });
  return [...new Set(paths)];
}

/**
 * robots.txt: everything but the visitor's own pages is crawlable. The Sitemap line names the brand's canonical
 * origin (https), as sitemap.xml and every canonical link do, never the Host header of the request.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const body = [
    'User-agent: *',
    ...privatePaths().map((path) => `Disallow: ${path}`),
    'Disallow: /*?s=',
    'Allow: /',
    `Sitemap: ${context.settings.origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
