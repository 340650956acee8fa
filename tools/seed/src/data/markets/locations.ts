import { regionalSpelling } from '@giftshop/util-i18n/core';
import type { CatalogueEntry } from '../catalogue-builder';
import { buildLocations, type CitySpec } from '../locations-builder';
import type { SeedLocation } from '../types';
import type { Country } from './countries';
import { merchantSlug } from './entries';
import { namePool } from './names';

/** Locations of the merchants with venues, in the country's cities. */
export function marketLocations(seed: string, country: Country, entries: CatalogueEntry[]): SeedLocation[] {
  const brands = entries.filter((e) => e.opts.loc).map((e) => ({
    slug: e.slug, name: e.name, weight: 2, kind: e.cats[0] === 'restaurants' ? ('restaurant' as const) : ('shop' as const),
  }));
  if (brands.length === 0) return [];
  const streets = namePool(country.group).streets.map((s): [string, string] => [regionalSpelling(country.spelling ?? '', s), '']);
  const perCity = Math.ceil((brands.length * 2) / country.cities.length);
  const cities: CitySpec[] = country.cities.map(([city, area, lat, lon]) => ({ city, slug: merchantSlug(city), area, lat, lon, count: perCity, streets }));
  return buildLocations({ seed: `${seed}:locations`, cities, brands, postcode: (rand) => country.postcode(rand), radiusKm: 3, websitePath: 'locations' });
}

