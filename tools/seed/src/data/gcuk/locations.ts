import type { SeedLocation } from '../types';
import { buildLocations, ukPostcode, type LocationBrand } from '../locations-builder';
import { gcukEntries } from './catalogue';
import { gcukCities } from './cities';

/** Restaurant, food and shop brands with venues, weighted so restaurant groups have more branches. */
const locationBrands: LocationBrand[] = gcukEntries
  .filter((e) => !e.opts.tpp && (e.opts.loc ?? e.cats[0] === 'restaurants'))
  .map((e) => {
    const brand: LocationBrand = {
      slug: e.slug,
      name: e.name,
      weight: (e.cats[0] === 'restaurants' ? 3 : 1) + (e.opts.hot ? 2 : 0),
      kind: e.cats[0] === 'restaurants' ? 'restaurant' : 'shop',
    };
    if (e.opts.cities) brand.cities = e.opts.cities;
    return brand;
  });

export const gcukLocations: SeedLocation[] = buildLocations({
  seed: 'gcuk-locations-v1',
  cities: gcukCities,
  brands: locationBrands,
  postcode: ukPostcode,
  radiusKm: 3,
  websitePath: 'locations',
});
