import type { Catalogue, PluralForms } from '@giftshop/util-i18n';

/** Texts the shell's pieces show by themselves; content (menus, products, selling points) comes in by props. */
export interface ShellUiMessages {
  skipToContent: string;
  /** `{brand}` is the brand name; the logo link's name. */
  logoHome: string;
  sellingPoints: string;
  mainNavigation: string;
  giftCardsMenu: string;
  categories: string;
  /** `{category}` is the category's title. */
  topProductsOf: string;
  viewAllInCategory: string;
  viewAllCategories: string;
  search: string;
  searchPlaceholder: string;
  results: PluralForms;
  noResults: string;
  popularTerms: string;
  popularCards: string;
  giftCards: string;
  givingMoments: string;
  account: string;
  basket: string;
  basketCount: PluralForms;
  checkBalance: string;
  choiceRedeem: string;
  choiceCard: string;
  business: string;
  customerSupport: string;
  language: string;
  /** The checkout's reduced header (brand toggle checkoutV2Header). */
  secureCheckout: string;
  sameDayNote: string;
  footerMenu: string;
  followUs: string;
  paymentMethods: string;
  trustMarks: string;
  legal: string;
  terms: string;
  privacy: string;
  cookies: string;
  copyright: string;
  /** The footer store switcher's label, in Dutch on every store as the spec gives it. */
  storeSwitcherLabel: string;
  /** `{country}` and `{language}` are names; the store switcher button's text. */
  currentStore: string;
  scrollToTop: string;
  /** `{country}` is the visitor's country name as it reads in a sentence (countryInSentence, else its name). */
  bannerText: string;
  /** Country names that take an article in a sentence ("the Netherlands"), by ISO code. */
  countryInSentence: Record<string, string>;
  continueToLocalStore: string;
  closeBanner: string;
  selectCountry: string;
  selectLanguage: string;
  currency: string;
  cancel: string;
  apply: string;
  countryRequired: string;
  languageRequired: string;
  currencyRequired: string;
  /** The test-mode notice's landmark name and its text (the store's payments go to the sandbox). */
  testModeLabel: string;
  testModeText: string;
}

export const shellUiMessages = {
  en: {
    skipToContent: 'Skip to main content',
    logoHome: '{brand} home page',
    sellingPoints: 'Why shop with us',
    mainNavigation: 'Main',
    giftCardsMenu: 'Gift cards',
    categories: 'Categories',
    topProductsOf: 'Popular in {category}',
    viewAllInCategory: 'View all gift vouchers in this category',
    viewAllCategories: 'View all categories',
    search: 'Search',
    searchPlaceholder: 'What are you looking for?',
    results: { one: '{count} result', other: '{count} results' },
    noResults: 'Oh no! No results found. Check the spelling or try a different search term.',
    popularTerms: 'Popular searches',
    popularCards: 'Popular gift cards',
    giftCards: 'Gift cards',
    givingMoments: 'Giving moments',
    account: 'My account',
    basket: 'Basket',
    basketCount: { one: '{count} item', other: '{count} items' },
    checkBalance: 'Check balance & redeem',
    choiceRedeem: 'Choice Redeem gift card',
    choiceCard: 'Choice gift card',
    business: 'Business',
    customerSupport: 'Customer support',
    language: 'Language',
    secureCheckout: 'Secure checkout',
    sameDayNote: 'Orders placed on working days before 5:00 PM ship the same day',
    footerMenu: 'Footer',
    followUs: 'Follow us',
    paymentMethods: 'Payment methods',
    trustMarks: 'Quality marks',
    legal: 'Legal',
    terms: 'Terms and conditions',
    privacy: 'Privacy statement',
    cookies: 'Cookie statement',
    copyright: '© Copyright {year}',
    storeSwitcherLabel: 'Country and language',
    currentStore: '{country} – {language}',
    scrollToTop: 'Back to top',
    bannerText: 'You are visiting a site that does not deliver in {country}.',
    countryInSentence: {
      BS: 'the Bahamas',
      CZ: 'the Czech Republic',
      DO: 'the Dominican Republic',
      GB: 'the United Kingdom',
      GM: 'the Gambia',
      MV: 'the Maldives',
      NL: 'the Netherlands',
      PH: 'the Philippines',
      AE: 'the United Arab Emirates',
      US: 'the United States',
    },
    continueToLocalStore: 'Continue to the local store',
    closeBanner: 'Close',
    selectCountry: 'Select your country',
    selectLanguage: 'Select your language',
    currency: 'Currency',
    cancel: 'Cancel',
    apply: 'To apply',
    countryRequired: 'Country is a required field',
    languageRequired: 'Language is a required field',
    currencyRequired: 'Currency is a required field',
    testModeLabel: 'Test mode',
    testModeText: 'Test shop: payments are simulated. No money is taken and no real gift cards are sold.',
  },
  nl: {
    skipToContent: 'Direct naar de inhoud',
    logoHome: 'Homepagina van {brand}',
    sellingPoints: 'Waarom bij ons bestellen',
    mainNavigation: 'Hoofdmenu',
    giftCardsMenu: 'Cadeaubonnen',
    categories: 'Categorieën',
    topProductsOf: 'Populair in {category}',
    viewAllInCategory: 'Bekijk alle cadeaubonnen in deze categorie',
    viewAllCategories: 'Bekijk alle categorieën',
    search: 'Zoeken',
    searchPlaceholder: 'Waar ben je naar op zoek?',
    results: { one: '{count} resultaat', other: '{count} resultaten' },
    noResults: 'Helaas! Geen resultaten gevonden. Controleer de spelling of probeer een andere zoekterm.',
    popularTerms: 'Populaire zoekopdrachten',
    popularCards: 'Populaire cadeaubonnen',
    giftCards: 'Cadeaubonnen',
    givingMoments: 'Geefmomenten',
    account: 'Mijn account',
    basket: 'Winkelmandje',
    basketCount: { one: '{count} artikel', other: '{count} artikelen' },
    checkBalance: 'Saldo checken & inwisselen',
    choiceRedeem: 'Keuze Cadeaukaart inwisselen',
    choiceCard: 'Keuze Cadeaukaart',
    business: 'Zakelijk',
    customerSupport: 'Klantenservice',
    language: 'Taal',
    secureCheckout: 'Veilig afrekenen',
    sameDayNote: 'Op werkdagen vóór 17:00 uur besteld, dezelfde dag verzonden',
    footerMenu: 'Footer',
    followUs: 'Volg ons',
    paymentMethods: 'Betaalmethoden',
    trustMarks: 'Keurmerken',
    legal: 'Juridisch',
    terms: 'Algemene voorwaarden',
    privacy: 'Privacyverklaring',
    cookies: 'Cookieverklaring',
    copyright: '© Copyright {year}',
    storeSwitcherLabel: 'Land en taal',
    currentStore: '{country} – {language}',
    scrollToTop: 'Terug naar boven',
    bannerText: 'Je bezoekt een website die niet levert in {country}.',
    countryInSentence: {
      BS: "de Bahama's",
      DO: 'de Dominicaanse Republiek',
      GB: 'het Verenigd Koninkrijk',
      MV: 'de Malediven',
      PH: 'de Filipijnen',
      AE: 'de Verenigde Arabische Emiraten',
      US: 'de Verenigde Staten',
    },
    continueToLocalStore: 'Ga verder naar de lokale winkel',
    closeBanner: 'Sluiten',
    selectCountry: 'Selecteer je land',
    selectLanguage: 'Selecteer je taal',
    currency: 'Valuta',
    cancel: 'Annuleren',
    apply: 'Toepassen',
    countryRequired: 'Land is een verplicht veld',
    languageRequired: 'Taal is een verplicht veld',
    currencyRequired: 'Valuta is een verplicht veld',
    testModeLabel: 'Testmodus',
    testModeText: 'Testwinkel: betalingen worden nagespeeld. Er wordt geen geld afgeschreven en er worden geen echte cadeaukaarten verkocht.',
  },
} satisfies Catalogue<ShellUiMessages>;
