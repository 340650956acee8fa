import { routeKind } from '@giftshop/util-i18n';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The Cache-Control of a rendered page from its matched route ids (`<prefix>:<RouteId>`, see routes.ts; layout ids
 * have no prefix): `private, no-store` when a page of the visitor's own data matched (`routeKinds` in util-i18n),
 * so no browser back-forward cache of another user on a shared machine, CDN or proxy keeps it.
 */
export function pageCacheControl(matchedRouteIds: readonly string[]): string | undefined {
  // `<prefix>:unknown` is the catch-all, the not-found page of any other path.
  const pages = matchedRouteIds.filter((id) => id.includes(':')).map((id) => id.slice(id.indexOf(':') + 1).replace(/^unknown$/, 'notFound'));
  return pages.some((id) => routeKind(id) === 'private') ? PRIVATE_CACHE_CONTROL : undefined;
}

/**
 * A loader's data answer (`/<page>.data`): the store's own navigations run their loaders in the browser, so these are
 * asked only by hand or by a crawler, and may hold a visitor's data; no shared cache keeps them.
 */
export function privateDataResponse(response: Response): Response {
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  return response;
}
