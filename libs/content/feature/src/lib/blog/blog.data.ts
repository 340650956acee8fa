import { toUserData, type Crumb, type StoreSettings } from '@giftshop/shared-data-access';
import { requestedPage, routePath, withTrailingSlash, type PathContext } from '@giftshop/util-i18n';
import type { ContentMessages } from '../messages';

/** Posts per blog page: fills rows of 1, 2, 3 and 4 cards. */
export const BLOG_PAGE_SIZE = 12;

const DIGITS = /^\d+$/;

/** `/blog/{n}/` is page n of the blog (as `/gift-cards/{n}/` is of the product list); any other segment is a post. */
export const isBlogPage = (segment: string | undefined) => segment === undefined || DIGITS.test(segment);

/** The blog page a URL asks for (`/blog/{n}/` or `?page=n`): 1 when it names none, null for digits out of range. */
export function blogPageNumber(params: Readonly<Record<string, string | undefined>>, search: URLSearchParams): number | null {
  const segment = params['path'];
  return requestedPage(segment !== undefined && DIGITS.test(segment) ? segment : search.get('page'));
}

export interface BlogInput {
  store: StoreSettings;
  /** The URL path, language prefix and trailing slash included. */
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** The query variables of the list and the post: the same in the loader and the page, so both read one cache entry. */
export const blogListVariables = ({ store, pathname, params, search }: BlogInput) => ({
  userData: toUserData(store),
  path: withTrailingSlash(pathname),
  paging: { itemsPerPage: BLOG_PAGE_SIZE, pageNumber: blogPageNumber(params, search) ?? 1 },
});

export const blogPostVariables = ({ store, pathname, params }: BlogInput) => ({
  userData: toUserData(store),
  path: withTrailingSlash(pathname),
  slug: params['path'] ?? '',
});

/** Links keep the language prefix the page was reached with (`/en/…`). */
export const blogPaths = (language: string, pathname: string): PathContext => ({
  language,
  prefixed: pathname === `/${language}` || pathname.startsWith(`/${language}/`),
});

/** The list's page n: `/blog/` for the first, `/blog/{n}/` after it. */
export const blogPageHref = (page: number, paths: PathContext) => (page > 1 ? routePath('blogPost', { path: page }, paths) : routePath('blog', {}, paths));

export const blogCrumbs = (messages: ContentMessages, paths: PathContext, post?: { title: string; path: string }): Crumb[] => [
  { name: messages.home, path: routePath('home', {}, paths) },
  { name: messages.blog.title, path: routePath('blog', {}, paths) },
  ...(post ? [{ name: post.title, path: post.path }] : []),
];

/** A post's date as the store writes dates, e.g. 11 February 2025 (the date has no time: read as UTC). */
export const postDate = (isoDate: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
