import type { Catalogue } from '@giftshop/util-i18n';

export interface LocationsMessages {
  home: string;
  giftCards: string;
  breadcrumbs: string;
  /** The finder's heading; {brand} is the product's title, e.g. "Harbour & Pine Gift Card". */
  heading: string;
  pageHeading: string;
  intro: string;
  searchLabel: string;
  searchHint: string;
  searchButton: string;
  suggestions: string;
  noSuggestions: string;
  showAll: string;
  filtered: string;
  placeNotFound: string;
  empty: string;
  count: string;
  pages: string;
  previousPage: string;
  nextPage: string;
  address: string;
  openingHours: string;
  /** Consecutive days sharing hours, e.g. "Monday to Thursday". */
  dayRange: string;
  /** One day's or run's hours, e.g. "12:00 to 22:00". */
  hours: string;
  closed: string;
  website: string;
  map: string;
  mapFailed: string;
  backToFinder: string;
  toProduct: string;
  allLocations: string;
}

export const locationsMessages = {
  en: {
    home: 'Home',
    giftCards: 'Gift cards',
    breadcrumbs: 'Breadcrumb',
    heading: 'Where to use the {brand}',
    pageHeading: 'Where to use the {brand}, page {page}',
    intro: 'Every restaurant and shop that accepts the {brand}.',
    searchLabel: 'Town, county or postcode',
    searchHint: 'Type at least 2 characters, then choose a place with the arrow keys and Enter.',
    searchButton: 'Search',
    suggestions: 'Places',
    noSuggestions: 'No places found',
    showAll: 'Show all locations',
    filtered: 'Showing locations in the chosen area.',
    placeNotFound: 'We found no locations in “{place}”. Showing all locations.',
    empty: 'There are no locations in this area.',
    count: '{count} locations',
    pages: 'Location pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    address: 'Address',
    openingHours: 'Opening hours',
    dayRange: '{from} to {to}',
    hours: '{opens} to {closes}',
    closed: 'Closed',
    website: 'Website (opens in a new tab)',
    map: 'Map of the locations',
    mapFailed: 'The map failed to load. All locations are in the list.',
    backToFinder: 'All locations of the {brand}',
    toProduct: 'Buy the {brand}',
    allLocations: 'Locations',
  },
  nl: {
    home: 'Home',
    giftCards: 'Cadeaubonnen',
    breadcrumbs: 'Kruimelpad',
    heading: 'Waar je de {brand} kunt gebruiken',
    pageHeading: 'Waar je de {brand} kunt gebruiken, pagina {page}',
    intro: 'Alle restaurants en winkels die de {brand} accepteren.',
    searchLabel: 'Plaats, provincie of postcode',
    searchHint: 'Typ minstens 2 tekens en kies een plaats met de pijltjestoetsen en Enter.',
    searchButton: 'Zoeken',
    suggestions: 'Plaatsen',
    noSuggestions: 'Geen plaatsen gevonden',
    showAll: 'Toon alle locaties',
    filtered: 'Locaties in het gekozen gebied.',
    placeNotFound: 'We vonden geen locaties in „{place}”. Alle locaties worden getoond.',
    empty: 'Er zijn geen locaties in dit gebied.',
    count: '{count} locaties',
    pages: 'Pagina’s met locaties',
    previousPage: 'Vorige pagina',
    nextPage: 'Volgende pagina',
    address: 'Adres',
    openingHours: 'Openingstijden',
    dayRange: '{from} t/m {to}',
    hours: '{opens} tot {closes} uur',
    closed: 'Gesloten',
    website: 'Website (opent in een nieuw tabblad)',
    map: 'Kaart van de locaties',
    mapFailed: 'De kaart kon niet worden geladen. Alle locaties staan in de lijst.',
    backToFinder: 'Alle locaties van de {brand}',
    toProduct: 'Koop de {brand}',
    allLocations: 'Locaties',
  },
} satisfies Catalogue<LocationsMessages>;
