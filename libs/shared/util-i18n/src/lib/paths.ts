import { routeTable, type RouteId, type RouteTable } from './routes';


export type RouteParams = Record<string, string | number | undefined>;

/** Where links of a page point: the language and whether that language's paths carry a prefix (`/en/…`). */
export interface PathContext {
  language: string;
  prefixed: boolean;
}

/** The language prefix of a locale: its first two letters (spec §2), e.g. en-gb → en. */
export const languagePrefix = (locale: string) => locale.slice(0, 2).toLowerCase();

/** Adds the trailing slash a storefront path must end with (spec §2); query and hash are kept. */
export function withTrailingSlash(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path) as RegExpExecArray;
  const [, pathname, rest] = match;
  if (pathname.endsWith('/')) return path;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.') ? path : `${pathname}/${rest}`;
}

/** Fills a route pattern; optional segments without a value are dropped. */
export function fillPattern(pattern: string, params: RouteParams = {}): string {
  const segments = pattern.split('/').filter(Boolean).flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`route parameter ${name} is missing`);
    }
    return [encodeURIComponent(String(value))];
  });
  return segments.length ? `/${segments.join('/')}/` : '/';
}

/** The path of a route in a language, with the language prefix when the page was reached with one. */
export function routePath(id: RouteId, params: RouteParams, context: PathContext): string {
  const pattern = routeTable(context.language)[id];
  if (!pattern) throw new Error(`route ${id} does not exist in language ${context.language}`);
  return prefixPath(fillPattern(pattern, params), context);
}

/**
 * A brand's own Choice card page (`choiceCardPath`, spec §2.2: `/gutschein/all-in-1/`) as a route of each of its
 * languages: that path in the first language, and in the others the language's product path of the same product
 * (the path's last segment is its slug, which every language of the store shares).
 */
export function choiceCardRoutes(languages: readonly string[], choiceCardPath: string | undefined): Record<string, RouteTable> {
  if (!choiceCardPath) return {};
  const slug = choiceCardPath.split('/').filter(Boolean).pop() ?? '';
  return Object.fromEntries(
    languages.map((language, index) => [
      language,
      { choiceCard: index === 0 ? choiceCardPath : fillPattern(routeTable(language).product ?? '/gift-cards/:product/', { product: slug }) },
    ]),
  );
}

/** Puts the language prefix in front of a site path when the context asks for one. */
export function prefixPath(path: string, context: PathContext): string {
  const clean = withTrailingSlash(path);
  return context.prefixed ? `/${context.language}${clean}` : clean;
}

/** Splits `/en/gift-cards/` into the prefix and the bare path, when the first segment is one of the languages. */
export function stripLanguagePrefix(pathname: string, languages: string[]): { language: string | null; path: string } {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (first && languages.includes(first.toLowerCase())) {
    return { language: first.toLowerCase(), path: rest.length ? `/${rest.join('/')}/` : '/' };
  }
  return { language: null, path: withTrailingSlash(pathname || '/') };
}

const DIGITS = /^\d+$/;

/** A path segment decoded, or null when its percent-encoding is malformed (`%ZZ`): such a path names no page. */
function decodeSegment(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Matches a bare path against a pattern; the score favours static segments, then page numbers, then parameters. */
function matchPattern(pattern: string, path: string): { params: RouteParams; score: number } | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  const params: RouteParams = {};
  let i = 0;
  let score = 0;
  for (const segment of want) {
    const value = have[i];
    if (!segment.startsWith(':')) {
      if (value !== segment) return null;
      score += 3;
      i += 1;
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const isPage = name === 'page';
    if (value === undefined || (isPage && !DIGITS.test(value))) {
      if (optional) continue;
      return null;
    }
    const decoded = decodeSegment(value);
    if (decoded === null) return null;
    params[name] = decoded;
    score += isPage ? 2 : 1;
    i += 1;
  }
  return i === have.length ? { params, score } : null;
}

/** Which route of a table a bare path (no prefix) is, with its parameters; null when none matches. */
export function matchRoute(path: string, table: RouteTable): { id: RouteId; params: RouteParams } | null {
  let best: { id: RouteId; params: RouteParams; score: number } | null = null;
  for (const [id, pattern] of Object.entries(table) as [RouteId, string][]) {
    const match = matchPattern(pattern, path);
    if (match && (!best || match.score > best.score)) best = { id, ...match };
  }
  return best && { id: best.id, params: best.params };
}

/**
 * The page a path or query asks for: anything non-numeric is page 1 (spec §5); digits outside 1…2147483647 (`0`,
 * `2147483648`) name no page at all (null), so the page answers 404 instead of repeating page 1.
 */
export function requestedPage(value: string | null | undefined): number | null {
  if (!value || !DIGITS.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= 2_147_483_647 ? page : null;
}

/** A page number from the path or query: digits only, at least 1; anything else is page 1 (spec §5). */
export function pageNumber(value: string | null | undefined): number {
  return requestedPage(value) ?? 1;
}

