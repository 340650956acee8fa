import { useMemo } from 'react';
import { useLoaderData } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { AppLink, Breadcrumbs } from '@giftshop/shared-ui';
import { format, prefixPath, routePath, useMessages } from '@giftshop/util-i18n';
import { boundsFromSearch, locationCrumbs, locationListVariables, locationsPageHref } from './locations.data';
import { LocationListQuery } from './locations.queries';
import { LocationsMap } from './locations-map';
import { locationsMessages } from './messages';
import { PlaceSearch } from './place-search';
import { useLocationsInput } from './use-locations-input';
import styles from './locations.module.css';

/** `/gift-cards/{product}/locations/`: the search box, the map and twenty locations a page. */
export function LocationListPage() {
  const { input, paths } = useLocationsInput();
  const variables = useMemo(() => locationListVariables(input), [input]);
  const { data } = useQuery(LocationListQuery, { variables });
  const loaded = useLoaderData() as { placeNotFound?: string | null } | undefined;
  const m = useMessages(locationsMessages);
  const items = data?.locations.locations?.items;
  const markers = useMemo(
    () => (items ?? []).map((l) => ({ ...l, path: prefixPath(l.path ?? input.pathname, paths) })),
    [items, input.pathname, paths],
  );
  const product = data?.product.product;
  const list = data?.locations.locations;
  if (!product || !list) return null;
  const slug = variables.slug;
  const brand = product.title;
  const page = list.pageInfo.pageNumber;
  const bounds = boundsFromSearch(input.search);
  const finder = routePath('productLocations', { product: slug }, paths);
  return (
    <div className={styles.page}>
      <Breadcrumbs items={locationCrumbs(m, paths, { slug, title: product.title, path: product.path })} label={m.breadcrumbs} />
      <header>
        <h1 className={styles.title}>{page > 1 ? format(m.pageHeading, { brand, page }) : format(m.heading, { brand })}</h1>
        <p>{format(m.intro, { brand })}</p>
        <p>
          <AppLink href={prefixPath(product.path, paths)}>{format(m.toProduct, { brand })}</AppLink>
        </p>
      </header>
      <PlaceSearch key={input.search.toString()} action={finder} defaultValue={input.search.get('place') ?? ''} />
      {loaded?.placeNotFound && <p role="status">{format(m.placeNotFound, { place: loaded.placeNotFound })}</p>}
      {bounds && (
        <p role="status">
          {m.filtered} <AppLink href={finder}>{m.showAll}</AppLink>
        </p>
      )}
      <p>{format(m.count, { count: list.pageInfo.total })}</p>
      <div className={styles.columns}>
        {list.items.length === 0 ? (
          <p>{m.empty}</p>
        ) : (
          <ol className={styles.list} aria-label={m.allLocations}>
            {list.items.map((l) => (
              <li key={l.id} className={styles.item}>
                <AppLink href={prefixPath(l.path ?? finder, paths)}>{l.name}</AppLink>
                <span>
                  {l.street} {l.houseNumber}, {l.city} {l.postCode}
                </span>
              </li>
            ))}
          </ol>
        )}
        <LocationsMap locations={markers} />
      </div>
      {(page > 1 || list.pageInfo.hasNextPage) && (
        <nav aria-label={m.pages} className={styles.pages}>
          {page > 1 && (
            <AppLink href={locationsPageHref(page - 1, slug, input.search, paths)} rel="prev">
              {m.previousPage}
            </AppLink>
          )}
          {list.pageInfo.hasNextPage && (
            <AppLink href={locationsPageHref(page + 1, slug, input.search, paths)} rel="next">
              {m.nextPage}
            </AppLink>
          )}
        </nav>
      )}
    </div>
  );
}
