import type { Catalogue, PluralForms } from '@giftshop/util-i18n';

/** Texts of the catalogue pages. `{claim}` is the brand's catalogue size claim, e.g. "200+". */
export interface CatalogueMessages {
  crumbs: { home: string; giftCards: string; occasions: string };
  home: {
    /** The page's heading when no hero block is scheduled. */
    title: string;
    featured: string;
    usps: string;
    mostChosen: string;
    viewAll: string;
    occasions: string;
    occasionsLink: string;
  };
  productList: { title: string; intro: string };
  /** /gift-cards/?s=…: `{term}` is what was searched. */
  search: {
    title: string;
    description: string;
    found: PluralForms;
    empty: string;
    emptyHint: string;
    emptyLink: string;
  };
  /** The list filter (GET form, and the filter dialog once the page runs). */
  filters: {
    open: string;
    /** `{count}` chosen filters. */
    openActive: string;
    title: string;
    searchLabel: string;
    categories: string;
    types: string;
    typeNames: { digital: string; physical: string; donation: string; blank: string };
    apply: string;
    applyCount: PluralForms;
    matches: PluralForms;
    counting: string;
    countFailed: string;
    clear: string;
    filteredTitle: string;
    filteredDescription: string;
    empty: string;
  };
  category: { allTitle: string; allDescription: string };
  occasions: { title: string; intro: string };
  /** The product page's link to the brand's location finder. */
  locations: string;
  /** The product page's line to the business quote form: a question, then the link. */
  business: { question: string; link: string };
  choice: {
    howItWorks: string;
    steps: { title: string; text: string }[];
    buyHeading: string;
  };
}

export const catalogueMessages = {
  en: {
    crumbs: { home: 'Home', giftCards: 'Gift cards', occasions: 'Occasions' },
    home: {
      title: 'Gift cards for every occasion',
      featured: 'Featured',
      usps: 'Why order with us',
      mostChosen: 'Most chosen',
      viewAll: 'View all {claim} gift cards',
      occasions: 'Giving moments',
      occasionsLink: 'All occasions',
    },
    productList: {
      title: 'Gift cards',
      intro: 'Choose from {claim} gift cards for restaurants, shops, days out and experiences, sent by e-mail or by post.',
    },
    search: {
      title: 'Search results for “{term}”',
      description: 'Gift cards that match “{term}”.',
      found: { one: '{count} gift card found', other: '{count} gift cards found' },
      empty: 'No gift cards match “{term}”.',
      emptyHint: 'Check the spelling, try a shorter or more general word, or browse all gift cards.',
      emptyLink: 'View all gift cards',
    },
    filters: {
      open: 'Filter',
      openActive: 'Filter ({count})',
      title: 'Filter gift cards',
      searchLabel: 'Search gift cards',
      categories: 'Category',
      types: 'Type',
      typeNames: { digital: 'Sent by e-mail', physical: 'Sent by post', donation: 'Donations', blank: 'Blank card packs' },
      apply: 'Show gift cards',
      applyCount: { one: 'Show {count} gift card', other: 'Show {count} gift cards' },
      matches: { one: '{count} gift card matches', other: '{count} gift cards match' },
      counting: 'Counting gift cards…',
      countFailed: 'The number of gift cards could not be counted. You can still apply the filters.',
      clear: 'Clear filters',
      filteredTitle: '{title} (filtered)',
      filteredDescription: '{description} Filtered by category or type.',
      empty: 'No gift cards match these filters.',
    },
    category: { allTitle: 'All gift cards', allDescription: 'Every gift card we sell, most popular first.' },
    occasions: { title: 'Giving moments', intro: 'Birthdays, weddings, thank-yous and more: find the right gift card for the moment.' },
    locations: 'Where to use it: {count} restaurants and shops',
    business: { question: 'Buying for a business?', link: 'Request a quote' },
    choice: {
      howItWorks: 'How the Choice Gift Card works',
      steps: [
        { title: 'You choose the value', text: 'Pick a fixed value or enter your own amount and send the card by e-mail or by post.' },
        { title: 'They choose the gift card', text: 'The recipient exchanges the balance for one or more of {claim} gift cards.' },
        { title: 'Nothing goes to waste', text: 'The balance can be split over several cards, and any rest stays on the card.' },
      ],
      buyHeading: 'Order the Choice Gift Card',
    },
  },
  nl: {
    crumbs: { home: 'Home', giftCards: 'Cadeaubonnen', occasions: 'Geefmomenten' },
    home: {
      title: 'Cadeaubonnen voor elk moment',
      featured: 'Uitgelicht',
      usps: 'Waarom bij ons bestellen',
      mostChosen: 'Meest gekozen',
      viewAll: 'Bekijk alle {claim} cadeaubonnen',
      occasions: 'Geefmomenten',
      occasionsLink: 'Alle geefmomenten',
    },
    productList: {
      title: 'Cadeaubonnen',
      intro: 'Kies uit {claim} cadeaubonnen voor restaurants, winkels, uitjes en belevenissen, per e-mail of per post verstuurd.',
    },
    search: {
      title: 'Zoekresultaten voor ‘{term}’',
      description: 'Cadeaubonnen die passen bij ‘{term}’.',
      found: { one: '{count} cadeaubon gevonden', other: '{count} cadeaubonnen gevonden' },
      empty: 'Geen cadeaubonnen gevonden voor ‘{term}’.',
      emptyHint: 'Controleer de spelling, probeer een korter of algemener woord of bekijk alle cadeaubonnen.',
      emptyLink: 'Bekijk alle cadeaubonnen',
    },
    filters: {
      open: 'Filteren',
      openActive: 'Filteren ({count})',
      title: 'Cadeaubonnen filteren',
      searchLabel: 'Zoek cadeaubonnen',
      categories: 'Categorie',
      types: 'Soort',
      typeNames: { digital: 'Per e-mail', physical: 'Per post', donation: 'Donaties', blank: 'Blanco kaartpakketten' },
      apply: 'Toon cadeaubonnen',
      applyCount: { one: 'Toon {count} cadeaubon', other: 'Toon {count} cadeaubonnen' },
      matches: { one: '{count} cadeaubon past', other: '{count} cadeaubonnen passen' },
      counting: 'Cadeaubonnen tellen…',
      countFailed: 'Het aantal cadeaubonnen kon niet worden geteld. Je kunt de filters toch toepassen.',
      clear: 'Filters wissen',
      filteredTitle: '{title} (gefilterd)',
      filteredDescription: '{description} Gefilterd op categorie of soort.',
      empty: 'Geen cadeaubonnen die bij deze filters passen.',
    },
    category: { allTitle: 'Alle cadeaubonnen', allDescription: 'Al onze cadeaubonnen, de populairste eerst.' },
    occasions: { title: 'Geefmomenten', intro: 'Verjaardagen, bruiloften, bedankjes en meer: vind de juiste cadeaubon voor elk moment.' },
    locations: 'Waar je hem kunt gebruiken: {count} restaurants en winkels',
    business: { question: 'Zakelijk bestellen?', link: 'Vraag een offerte aan' },
    choice: {
      howItWorks: 'Zo werkt de Keuze Cadeaukaart',
      steps: [
        { title: 'Jij kiest de waarde', text: 'Kies een vast bedrag of vul zelf een bedrag in en verstuur de kaart per e-mail of per post.' },
        { title: 'Zij kiezen de cadeaubon', text: 'De ontvanger wisselt het saldo in voor een of meer van {claim} cadeaubonnen.' },
        { title: 'Er gaat niets verloren', text: 'Het saldo kan over meerdere kaarten worden verdeeld en het restant blijft op de kaart staan.' },
      ],
      buyHeading: 'Bestel de Keuze Cadeaukaart',
    },
  },
} satisfies Catalogue<CatalogueMessages>;
