import { toUserData, type Crumb, type StoreSettings } from '@giftshop/shared-data-access';
import { requestedPage, routePath, withTrailingSlash, type PathContext } from '@giftshop/util-i18n';
import type { LocationsMessages } from './messages';

export const LOCATIONS_PAGE_SIZE = 20;

export const BOUND_KEYS = ['latmin', 'latmax', 'lonmin', 'lonmax'] as const;
export type Bounds = Record<(typeof BOUND_KEYS)[number], number>;

export interface LocationsInput {
  store: StoreSettings;
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** The map box of the URL: all four bounds as numbers in range, else none (spec §2.3). */
export function boundsFromSearch(search: URLSearchParams): Bounds | null {
  const values = BOUND_KEYS.map((key) => {
    const raw = search.get(key);
    return raw === null || raw.trim() === '' ? NaN : Number(raw);
  });
  if (values.some((v) => !Number.isFinite(v))) return null;
  const [latmin, latmax, lonmin, lonmax] = values as [number, number, number, number];
  const lat = (v: number) => v >= -90 && v <= 90;
  const lon = (v: number) => v >= -180 && v <= 180;
  if (!lat(latmin) || !lat(latmax) || !lon(lonmin) || !lon(lonmax) || latmin > latmax) return null;
  return { latmin, latmax, lonmin, lonmax };
}

/** The box around some positions, with a margin so the edge locations are inside it. */
export function boundsAround(points: { lat: number; lon: number }[], margin = 0.01): Bounds | null {
  if (points.length === 0) return null;
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  return {
    latmin: round(Math.max(-90, Math.min(...lats) - margin)),
    latmax: round(Math.min(90, Math.max(...lats) + margin)),
    lonmin: round(Math.max(-180, Math.min(...lons) - margin)),
    lonmax: round(Math.min(180, Math.max(...lons) + margin)),
  };
}

export const locationsPageNumber = (search: URLSearchParams) => requestedPage(search.get('page'));

export const locationListVariables = ({ store, pathname, params, search }: LocationsInput) => ({
  userData: toUserData(store),
  path: withTrailingSlash(pathname),
  slug: params['product'] ?? '',
  filters: { productSlug: params['product'] ?? '', ...(boundsFromSearch(search) ?? {}) },
  paging: { itemsPerPage: LOCATIONS_PAGE_SIZE, pageNumber: locationsPageNumber(search) ?? 1 },
});

export const locationVariables = ({ store, pathname, params }: LocationsInput) => ({
  userData: toUserData(store),
  path: withTrailingSlash(pathname),
  slug: params['product'] ?? '',
  locationSlug: params['location'] ?? '',
});

export const locationPaths = (language: string, pathname: string): PathContext => ({
  language,
  prefixed: pathname === `/${language}` || pathname.startsWith(`/${language}/`),
});

/** Page n of the finder, keeping the map box. */
export function locationsPageHref(page: number, product: string, search: URLSearchParams, paths: PathContext) {
  const query = new URLSearchParams();
  const bounds = boundsFromSearch(search);
  if (bounds) for (const key of BOUND_KEYS) query.set(key, String(bounds[key]));
  if (page > 1) query.set('page', String(page));
  const qs = query.toString();
  return `${routePath('productLocations', { product }, paths)}${qs ? `?${qs}` : ''}`;
}

export const finderHref = (product: string, paths: PathContext, bounds?: Bounds | null) => {
  const base = routePath('productLocations', { product }, paths);
  if (!bounds) return base;
  return `${base}?${new URLSearchParams(BOUND_KEYS.map((k) => [k, String(bounds[k])])).toString()}`;
};

export function locationCrumbs(
  m: LocationsMessages,
  paths: PathContext,
  product: { slug: string; title: string; path: string },
  location?: { name: string; path: string },
): Crumb[] {
  return [
    { name: m.home, path: routePath('home', {}, paths) },
    { name: m.giftCards, path: routePath('productList', {}, paths) },
    { name: product.title, path: routePath('product', { product: product.slug }, paths) },
    { name: m.allLocations, path: routePath('productLocations', { product: product.slug }, paths) },
    ...(location ? [{ name: location.name, path: location.path }] : []),
  ];
}
