import { routeWords } from '@giftshop/gateway-core';

export type PathKind =
  | { kind: 'HOME' }
  | { kind: 'PRODUCT_LIST'; page: number }
  | { kind: 'PRODUCT'; slug: string }
  | { kind: 'LOCATIONS'; slug: string }
  | { kind: 'LOCATION'; slug: string; location: string }
  | { kind: 'CATEGORY'; slug: string; page: number }
  | { kind: 'OCCASIONS' }
  | { kind: 'OCCASION'; slug: string }
  | { kind: 'BLOG'; page: number }
  | { kind: 'BLOG_ARTICLE'; slug: string }
  | { kind: 'PAGE' };

const PAGE_NUMBER = /^\d+$/;
/** The page number of a list path's last segment; 1 when it has none. */
const pageOf = (segment: string | undefined) => (segment && PAGE_NUMBER.test(segment) ? Number(segment) : 1);

/** Puts a path in the form pages are stored under: leading and trailing slash, no query, no language prefix. */
export function normalizePath(path: string, languages: string[]): string {
  const bare = path.split(/[?#]/, 1)[0];
  const segments = bare.split('/').filter(Boolean);
  if (segments.length > 0 && languages.includes(segments[0].toLowerCase())) segments.shift();
  return segments.length ? `/${segments.join('/')}/` : '/';
}

/** Tells which kind of page a normalized path addresses, using the language's route words. */
export function classifyPath(path: string, language: string): PathKind {
  const words = routeWords(language);
  const [first, second, third, fourth, ...rest] = path.split('/').filter(Boolean);
  if (!first) return { kind: 'HOME' };
  if (rest.length > 0) return { kind: 'PAGE' };
  if (first === words.product && second) {
    if (third === words.locations && !fourth) return { kind: 'LOCATIONS', slug: second };
    if (third === words.location && fourth) return { kind: 'LOCATION', slug: second, location: fourth };
  }
  if (fourth) return { kind: 'PAGE' };
  if (first === words.product) {
    if (!second || (PAGE_NUMBER.test(second) && !third)) return { kind: 'PRODUCT_LIST', page: pageOf(second) };
    if (!third) return { kind: 'PRODUCT', slug: second };
  }
  if (first === words.category && second && (!third || PAGE_NUMBER.test(third))) return { kind: 'CATEGORY', slug: second, page: pageOf(third) };
  if (first === words.occasion && !third) return second ? { kind: 'OCCASION', slug: second } : { kind: 'OCCASIONS' };
  // `/blog/{n}/` is page n of the blog, as `/gift-cards/{n}/` is of the product list; any other segment is a post.
  if (first === words.blog && !third) {
    return second && !PAGE_NUMBER.test(second) ? { kind: 'BLOG_ARTICLE', slug: second } : { kind: 'BLOG', page: pageOf(second) };
  }
  return { kind: 'PAGE' };
}
