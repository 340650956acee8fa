import { graphql } from '@giftshop/shared-graphql';

/** The finder (`/gift-cards/{product}/locations/`): page metadata, the product's name and one page of its locations. */
export const LocationListQuery = graphql(`
  query LocationList($userData: UserDataInput!, $path: String!, $slug: String!, $filters: LocationFiltersInput!, $paging: PagingInput!) {
    metadata: pageMetadata(userData: $userData, path: $path) { ...PageMetadataPayload }
    product(userData: $userData, slug: $slug) { product { id title path } }
    locations(userData: $userData, filters: $filters, paging: $paging) {
      locations {
        items { id slug name street houseNumber postCode city lat lon path }
        pageInfo { total pageNumber itemsPerPage hasNextPage }
      }
    }
  }
`);

/** The places of a typed text, for the finder's search box. */
export const LocationSuggestionsQuery = graphql(`
  query LocationSuggestions($userData: UserDataInput!, $text: String!) {
    getLocationAddressSuggestions(userData: $userData, filters: { text: $text }, paging: { itemsPerPage: 8, pageNumber: 1 }) {
      suggestions { label administrativeArea locality countryCode }
    }
  }
`);

/** Every location of a product with its position: a chosen place becomes the box around its locations. */
export const LocationPositionsQuery = graphql(`
  query LocationPositions($userData: UserDataInput!, $slug: String!) {
    locations(userData: $userData, filters: { productSlug: $slug }, paging: { itemsPerPage: 500, pageNumber: 1 }) {
      locations { items { id city administrativeArea postCode lat lon } }
    }
  }
`);

/** A location page (`/gift-cards/{product}/location/{location}/`). */
export const LocationQuery = graphql(`
  query Location($userData: UserDataInput!, $path: String!, $slug: String!, $locationSlug: String!) {
    metadata: pageMetadata(userData: $userData, path: $path) { ...PageMetadataPayload }
    product(userData: $userData, slug: $slug) { product { id title path } }
    location(userData: $userData, productSlug: $slug, locationSlug: $locationSlug) {
      location { id slug name street houseNumber postCode city administrativeArea countryCode website lat lon path brandName openingHours { days opens closes } }
    }
  }
`);
