import { routeKind } from '@giftshop/util-i18n';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Catalogue and content pages carry no visitor data (the server renders them without the visitor's cookies; basket
 * badge and account menu come from the browser after load), so shared caches may keep them: a CDN and the storefront's
 * render cache for a minute, then serving the old copy while fetching a new one for ten more; browsers revalidate
 * every time (an unchanged page answers 304 from its ETag).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/**
 * The Cache-Control of a rendered page from its matched route ids (`<prefix>:<RouteId>`, see routes.ts; layout ids
 * have no prefix): `private, no-store` when a page of the visitor's own data matched (`routeKinds` in util-i18n),
 * so no browser back-forward cache of another user on a shared machine, CDN or proxy keeps it; public otherwise,
 * unless the render failed (5xx: nobody keeps an error).
 */
export function pageCacheControl(matchedRouteIds: readonly string[], status = 200): string {
  // `<prefix>:unknown` is the catch-all, the not-found page of any other path.
  const pages = matchedRouteIds.filter((id) => id.includes(':')).map((id) => id.slice(id.indexOf(':') + 1).replace(/^unknown$/, 'notFound'));
  if (!pages.length || status >= 500) return PRIVATE_CACHE_CONTROL;
  return pages.some((id) => routeKind(id) === 'private') ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;
}

/**
 * A loader's data answer (`/<page>.data`): the store's own navigations run their loaders in the browser, so these are
 * asked only by hand or by a crawler, and may hold a visitor's data; no shared cache keeps them.
 */
export function privateDataResponse(response: Response): Response {
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  return response;
}
