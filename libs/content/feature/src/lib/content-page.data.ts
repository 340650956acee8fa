import { toUserData, type Crumb, type StoreSettings } from '@giftshop/shared-data-access';
import { routePath, withTrailingSlash, type PathContext } from '@giftshop/util-i18n';
import type { ContentMessages } from './messages';

/**
 * The content page query's variables: the same in the loader and the page, from the store and the URL path with its
 * trailing slash (React Router's server location drops it; the request URL has it).
 */
export const contentPageVariables = (store: StoreSettings, pathname: string) => ({ userData: toUserData(store), path: withTrailingSlash(pathname) });

/** Links keep the language prefix the page was reached with (`/en/…`). */
export const pathContext = (language: string, pathname: string): PathContext => ({
  language,
  prefixed: pathname === `/${language}` || pathname.startsWith(`/${language}/`),
});

export const contentCrumbs = (messages: ContentMessages, paths: PathContext, title: string, pathname: string): Crumb[] => [
  { name: messages.home, path: routePath('home', {}, paths) },
  { name: title, path: withTrailingSlash(pathname) },
];

/**
 * The page renders its own h1 from the title, so the body's leading `# Title` (Markdown authors start with one) is
 * dropped and any later h1 becomes an h2: one h1 per page, headings in order.
 */
export function prepareBodyHtml(html: string): string {
  return html
    .replace(/^\s*<h1>[\s\S]*?<\/h1>\s*/, '')
    .replace(/<h1>/g, '<h2>')
    .replace(/<\/h1>/g, '</h2>');
}
