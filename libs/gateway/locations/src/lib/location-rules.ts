import { DomainError } from '@giftshop/gateway-core';

/** A map viewport in degrees. A `lonMin` above `lonMax` is a box across the 180th meridian. */
export interface MapBounds {
  latMin: number;
  latMax: number;
  lonMin: number;
  lonMax: number;
}

export interface BoundsFilters {
  latmin?: number | null;
  latmax?: number | null;
  lonmin?: number | null;
  lonmax?: number | null;
}

type PagingArgs = { itemsPerPage?: number | null; pageNumber?: number | null } | null | undefined;

export const LOCATIONS_PAGING = { defaultItems: 50, maxItems: 500 };
export const SUGGESTIONS_PAGING = { defaultItems: 10, maxItems: 50 };
export const MIN_SUGGESTION_TEXT = 2;
export const MAX_SUGGESTION_TEXT = 100;

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** Spec §5: coordinates are used only when all four bounds are present; otherwise the list is not narrowed. */
export function mapBounds(filters: BoundsFilters | null | undefined): MapBounds | null {
  const { latmin, latmax, lonmin, lonmax } = filters ?? {};
  if (!isNumber(latmin) || !isNumber(latmax) || !isNumber(lonmin) || !isNumber(lonmax)) return null;
  if (latmin > latmax) {
    throw new DomainError('INVALID_INPUT', { reason: 'The southern edge (latmin) must not be north of latmax.' }, 'filters.latmin');
  }
  return { latMin: latmin, latMax: latmax, lonMin: lonmin, lonMax: lonmax };
}

export function normalizePaging(paging: PagingArgs, limits: { defaultItems: number; maxItems: number }) {
  const itemsPerPage = Math.min(Math.max(paging?.itemsPerPage ?? limits.defaultItems, 1), limits.maxItems);
  const pageNumber = Math.max(paging?.pageNumber ?? 1, 1);
  return { itemsPerPage, pageNumber, offset: (pageNumber - 1) * itemsPerPage };
}

/** The suggestion search: trimmed text of 2–100 characters and an optional upper-case country. */
export function suggestionQuery(filters: { text: string; countryCode?: string | null }) {
  const text = filters.text.trim().replace(/\s+/g, ' ');
  if (text.length < MIN_SUGGESTION_TEXT) {
    throw new DomainError('INVALID_INPUT', { reason: `Type at least ${MIN_SUGGESTION_TEXT} characters.` }, 'filters.text');
  }
  if (text.length > MAX_SUGGESTION_TEXT) {
    throw new DomainError('INVALID_INPUT', { reason: `Type at most ${MAX_SUGGESTION_TEXT} characters.` }, 'filters.text');
  }
  const countryCode = filters.countryCode?.trim().toUpperCase() || null;
  if (countryCode !== null && !/^[A-Z]{2}$/.test(countryCode)) {
    throw new DomainError('INVALID_INPUT', { reason: `'${filters.countryCode}' is not a two-letter country code.` }, 'filters.countryCode');
  }
  return { text, countryCode };
}
