import { DomainError, type StoreScope } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import { toLocation } from './location-mapper';
import { LOCATIONS_PAGING, SUGGESTIONS_PAGING, mapBounds, normalizePaging, suggestionQuery, type BoundsFilters } from './location-rules';
import * as repo from './locations.repository';
import { findSuggestions } from './suggestions.repository';

export interface LocationFilters extends BoundsFilters {
  productSlug?: string | null;
  city?: string | null;
}

type Paging = Parameters<typeof normalizePaging>[0];

/** A text filter the caller left blank does not filter. */
const given = (value: string | null | undefined) => value?.trim() || null;

export async function listLocations(db: Database, scope: StoreScope, filters: LocationFilters | null | undefined, paging: Paging) {
  const { itemsPerPage, pageNumber, offset } = normalizePaging(paging, LOCATIONS_PAGING);
  const productSlug = given(filters?.productSlug);
  const { rows, total } = await repo.findLocations(db, {
    storeId: scope.store.id,
    language: scope.language.languageCode,
    bounds: mapBounds(filters),
    productSlug,
    city: given(filters?.city),
    limit: itemsPerPage,
    offset,
  });
  return {
    locations: {
      items: rows.map((row) => toLocation(scope.language.languageCode, row, productSlug)),
      pageInfo: { total, pageNumber, itemsPerPage, hasNextPage: pageNumber * itemsPerPage < total },
    },
  };
}

export async function getLocation(db: Database, scope: StoreScope, productSlug: string, locationSlug: string) {
  const row = await repo.findLocation(db, scope.store.id, scope.language.languageCode, productSlug, locationSlug);
  if (!row) throw new DomainError('NOT_FOUND', {}, 'locationSlug');
  return { location: toLocation(scope.language.languageCode, row, productSlug) };
}

export async function suggestLocations(db: Database, scope: StoreScope, filters: { text: string; countryCode?: string | null }, paging: Paging) {
  const { text, countryCode } = suggestionQuery(filters);
  const { itemsPerPage, offset } = normalizePaging(paging, SUGGESTIONS_PAGING);
  const suggestions = await findSuggestions(db, { storeId: scope.store.id, text, countryCode, limit: itemsPerPage, offset });
  return { suggestions };
}
