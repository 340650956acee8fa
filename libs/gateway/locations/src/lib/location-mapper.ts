import { paths } from '@giftshop/gateway-core';
import type { LocationRow } from './locations.repository';

/**
 * Maps a location row to the API's Location. Its page lives under a gift card: `productSlug` when the caller named
 * one (it is the brand's, the repository made sure), else the brand's most popular gift card on sale.
 */
export function toLocation(language: string, row: LocationRow, productSlug: string | null = null) {
  const product = productSlug ?? row.topProductSlug;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    street: row.street,
    houseNumber: row.houseNumber,
    postCode: row.postCode,
    city: row.city,
    administrativeArea: row.administrativeArea,
    countryCode: row.countryCode,
    website: row.website,
    lat: row.lat,
    lon: row.lon,
    path: product === null ? null : paths.location(language, product, row.slug),
    brandName: row.brandName,
    openingHours: row.openingHours,
  };
}

export type LocationDto = ReturnType<typeof toLocation>;
