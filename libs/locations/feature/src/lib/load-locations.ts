import { redirect } from 'react-router';
import { notFound, requireMetadata, runQuery, toUserData, type PageArgs, type PageLoad, type Seo } from '@giftshop/shared-data-access';
import { pickMessages, prefixPath } from '@giftshop/util-i18n';
import {
  boundsAround,
  boundsFromSearch,
  finderHref,
  locationCrumbs,
  locationListVariables,
  locationPaths,
  locationsPageNumber,
  locationVariables,
  type LocationsInput,
} from './locations.data';
import { LocationListQuery, LocationPositionsQuery, LocationQuery, LocationSuggestionsQuery } from './locations.queries';
import { locationsMessages } from './messages';

const locationsInput = ({ services, params, url }: PageArgs): LocationsInput => ({
  store: services.settings,
  pathname: url.pathname,
  params,
  search: url.searchParams,
});

/**
 * A typed place (`?place=`, the search form without JavaScript or a chosen suggestion) becomes the box around the
 * product's locations in that place; the URL then holds the four bounds. Null when the place has no locations.
 */
async function placeBounds(args: PageArgs, input: LocationsInput, place: string) {
  const userData = toUserData(input.store);
  const found = await runQuery(args.services, LocationSuggestionsQuery, { userData, text: place });
  const suggestion = found.getLocationAddressSuggestions.suggestions?.[0];
  if (!suggestion) return null;
  const all = await runQuery(args.services, LocationPositionsQuery, { userData, slug: input.params['product'] ?? '' });
  const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;
  const district = /^[A-Z]{1,2}\d[A-Z\d]?,/i.exec(suggestion.label)?.[0].slice(0, -1);
  const items = (all.locations.locations?.items ?? []).filter((l) =>
    district
      ? l.postCode.toUpperCase().startsWith(`${district.toUpperCase()} `)
      : suggestion.locality
        ? same(l.city, suggestion.locality)
        : same(l.administrativeArea, suggestion.administrativeArea),
  );
  return boundsAround(items);
}

/** The location finder of a product: a page of its locations, inside the URL's map box when it has all four bounds. */
export const loadLocationList: PageLoad<{ seo: Seo; placeNotFound: string | null }> = async (args) => {
  const input = locationsInput(args);
  const paths = locationPaths(input.store.language, input.pathname);
  const page = locationsPageNumber(input.search);
  if (page === null) throw notFound();
  const place = input.search.get('place')?.trim() ?? '';
  let placeNotFound: string | null = null;
  if (place.length >= 2 && !boundsFromSearch(input.search)) {
    const bounds = await placeBounds(args, input, place);
    if (bounds) throw redirect(finderHref(input.params['product'] ?? '', paths, bounds));
    placeNotFound = place;
  }
  const data = await runQuery(args.services, LocationListQuery, locationListVariables(input));
  // A list narrowed to a map box or a searched place is a view of the finder, not a page of its own: not indexed.
  const narrowed = Boolean(boundsFromSearch(input.search)) || placeNotFound !== null;
  const found = requireMetadata(data.metadata);
  const metadata = narrowed ? { ...found, noindex: true } : found;
  const product = data.product.product;
  const list = data.locations.locations;
  if (!product || !list || (page > 1 && list.items.length === 0)) throw notFound();
  if (list.pageInfo.total === 0 && !boundsFromSearch(input.search)) throw notFound();
  const m = pickMessages(locationsMessages, input.store.language);
  const slug = input.params['product'] ?? '';
  return { seo: { metadata, breadcrumbs: locationCrumbs(m, paths, { slug, title: product.title, path: product.path }) }, placeNotFound };
};

/** A location page with LocalBusiness structured data; an unknown location (or one of another brand) is a 404. */
export const loadLocation: PageLoad = async (args) => {
  const input = locationsInput(args);
  const data = await runQuery(args.services, LocationQuery, locationVariables(input));
  const metadata = requireMetadata(data.metadata);
  const product = data.product.product;
  const location = data.location.location;
  if (!product || !location) throw notFound();
  const paths = locationPaths(input.store.language, input.pathname);
  const m = pickMessages(locationsMessages, input.store.language);
  const slug = input.params['product'] ?? '';
  const here = { name: location.name, path: prefixPath(location.path ?? input.pathname, paths) };
  return { seo: { metadata, breadcrumbs: locationCrumbs(m, paths, { slug, title: product.title, path: product.path }, here) } };
};
