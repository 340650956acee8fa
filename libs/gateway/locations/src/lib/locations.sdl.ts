export const locationsTypeDefs = /* GraphQL */ `
  "A restaurant or shop where a brand's gift card is accepted."
  type Location {
    "Location id."
    id: ID!
    "URL slug of the location, e.g. harbour-and-pine-deansgate."
    slug: String!
    "Name of the restaurant or shop."
    name: String!
    "Street name, without the house number."
    street: String!
    "House number, with any suffix."
    houseNumber: String!
    "Postcode as written locally, e.g. M1 4BT."
    postCode: String!
    "City or town."
    city: String!
    "County, province or region, e.g. Greater Manchester."
    administrativeArea: String!
    "ISO 3166-1 alpha-2 country, e.g. GB."
    countryCode: String!
    "The location's own website (absolute URL, opens in a new tab)."
    website: String!
    "Latitude in degrees (WGS 84)."
    lat: Float!
    "Longitude in degrees (WGS 84)."
    lon: Float!
    """
    Site-relative path of the location page, e.g. /gift-cards/harbour-and-pine-gift-card/location/deansgate/: under the
    requested product, else under the brand's most popular gift card. Null when the brand has no gift card on sale.
    """
    path: String
    "Name of the brand whose gift card the location accepts."
    brandName: String!
    "The week's opening hours, in local time; null where the location publishes none."
    openingHours: [OpeningHours!]
  }

  "A day of the week (ISO 8601 order, Monday first)."
  enum DayOfWeek {
    MONDAY
    TUESDAY
    WEDNESDAY
    THURSDAY
    FRIDAY
    SATURDAY
    SUNDAY
  }

  "Hours that hold on some days of the week, as schema.org's OpeningHoursSpecification."
  type OpeningHours {
    "The days these hours apply to, Monday first."
    days: [DayOfWeek!]!
    "Opening time, local, HH:MM."
    opens: String!
    "Closing time, local, HH:MM."
    closes: String!
  }

  """
  Narrows the location list. The map bounds apply only when all four are given; with one to three of them the
  list is not narrowed by position. A lonmin above lonmax is a box across the 180th meridian.
  """
  input LocationFiltersInput {
    "Northern edge of the map, degrees latitude."
    latmax: Float
    "Southern edge of the map, degrees latitude; at most latmax."
    latmin: Float
    "Eastern edge of the map, degrees longitude."
    lonmax: Float
    "Western edge of the map, degrees longitude."
    lonmin: Float
    "Only locations accepting this gift card (its brand's locations), by product slug."
    productSlug: String
    "Only locations in this city (case-insensitive), e.g. Manchester."
    city: String
  }

  "A page of locations."
  type LocationList {
    "The locations of the page, by city and then name."
    items: [Location!]!
    "Where the page stands in the whole list."
    pageInfo: PageInfo!
  }

  "Answer of locations: the page, or errors."
  type LocationsPayload {
    "The page of locations; null when there are errors."
    locations: LocationList
    "Why the request was refused; empty on success."
    errors: [Error!]!
  }

  "Answer of location: the location, or errors."
  type LocationPayload {
    "The location; null when there are errors (code 1005 when it does not exist)."
    location: Location
    "Why the request was refused; empty on success."
    errors: [Error!]!
  }

  "A place to search locations in: a city, an administrative area or a postcode district of the store's locations."
  type LocationSuggestion {
    "Text to show, e.g. 'Manchester, Greater Manchester' or 'M1, Manchester'."
    label: String!
    "ISO 3166-1 alpha-2 country of the place."
    countryCode: String!
    "County, province or region of the place."
    administrativeArea: String!
    "City or town of the place; null for a suggestion of a whole administrative area."
    locality: String
  }

  "What to suggest places for."
  input LocationSuggestionFiltersInput {
    "What the visitor typed: at least 2 characters, matched by prefix and tolerant of typos."
    text: String!
    "Only places in this ISO 3166-1 alpha-2 country, e.g. GB."
    countryCode: String
  }

  "Answer of getLocationAddressSuggestions: the suggestions, or errors."
  type LocationSuggestionsPayload {
    "Suggestions, best match first; null when there are errors."
    suggestions: [LocationSuggestion!]
    "Why the request was refused; empty on success."
    errors: [Error!]!
  }

  extend type Query {
    """
    Restaurants and shops of the store where gift cards are accepted, by city and then name. Paging defaults to
    page 1 of 50, at most 500 per page; a page beyond the end is empty.
    """
    locations(userData: UserDataInput!, filters: LocationFiltersInput, paging: PagingInput): LocationsPayload!

    "One location of a gift card's brand, by product slug and location slug, for the location page."
    location(userData: UserDataInput!, productSlug: String!, locationSlug: String!): LocationPayload!

    """
    Places (cities, administrative areas, postcode districts) of the store's locations matching a text, for the
    location finder's search box. Text of at least 2 characters (else code 1004). Paging defaults to 10, at most 50.
    """
    getLocationAddressSuggestions(
      userData: UserDataInput!
      paging: PagingInput
      filters: LocationSuggestionFiltersInput!
    ): LocationSuggestionsPayload!
  }
`;
