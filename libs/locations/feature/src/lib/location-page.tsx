import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { AppLink, Breadcrumbs } from '@giftshop/shared-ui';
import { format, prefixPath, routePath, useI18n, useMessages } from '@giftshop/util-i18n';
import { locationCrumbs, locationVariables } from './locations.data';
import { LocationQuery } from './locations.queries';
import { OpeningHoursTable } from './opening-hours-table';
import { openingHoursSpecification } from './opening-hours';
import { locationsMessages } from './messages';
import { useLocationsInput } from './use-locations-input';
import styles from './locations.module.css';

/** Structured data is text in a script element: `<` is escaped so no value can close it. */
const jsonLd = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** `/gift-cards/{product}/location/{location}/`: the address and website of one location, as a LocalBusiness. */
export function LocationPage() {
  const { input, paths } = useLocationsInput();
  const variables = useMemo(() => locationVariables(input), [input]);
  const { data } = useQuery(LocationQuery, { variables });
  const m = useMessages(locationsMessages);
  const { locale } = useI18n();
  const product = data?.product.product;
  const l = data?.location.location;
  if (!product || !l) return null;
  const brand = product.title;
  const path = prefixPath(l.path ?? input.pathname, paths);
  const business = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: l.name,
    url: `${input.store.origin}${path}`,
    ...(l.website ? { sameAs: l.website } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${l.street} ${l.houseNumber}`,
      postalCode: l.postCode,
      addressLocality: l.city,
      addressRegion: l.administrativeArea,
      addressCountry: l.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: l.lat, longitude: l.lon },
    ...(l.openingHours ? { openingHoursSpecification: openingHoursSpecification(l.openingHours) } : {}),
  };
  return (
    <div className={styles.page}>
      <Breadcrumbs items={locationCrumbs(m, paths, { slug: variables.slug, title: product.title, path: product.path }, { name: l.name, path })}
        label={m.breadcrumbs}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(business) }} />
      <h1 className={styles.title}>{l.name}</h1>
      <section aria-labelledby="location-address">
        <h2 id="location-address">{m.address}</h2>
        <address className={styles.address}>
          {l.street} {l.houseNumber}
          <br />
          {l.city}
          <br />
          {l.postCode}
        </address>
        {l.website && (
          <p>
            <a href={l.website} target="_blank" rel="noopener noreferrer">
              {m.website}
            </a>
          </p>
        )}
      </section>
      {l.openingHours && (
        <section aria-labelledby="location-hours">
          <h2 id="location-hours">{m.openingHours}</h2>
          <OpeningHoursTable specs={l.openingHours} locale={locale} m={m} />
        </section>
      )}
      <ul className={styles.links}>
        <li>
          <AppLink href={routePath('productLocations', { product: variables.slug }, paths)}>{format(m.backToFinder, { brand })}</AppLink>
        </li>
        <li>
          <AppLink href={prefixPath(product.path, paths)}>{format(m.toProduct, { brand })}</AppLink>
        </li>
      </ul>
    </div>
  );
}
