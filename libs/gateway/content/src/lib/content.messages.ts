/** Titles the gateway writes for pages that have no editorial title of their own. */
interface MetaMessages {
  home: string;
  productList: string;
  productListDescription: string;
  allGiftCards: string;
  allGiftCardsDescription: string;
  occasions: string;
  occasionsDescription: string;
  blog: string;
  blogDescription: string;
  /** Added to the title and description of a list's page 2 and later, so no two pages of a list read alike. */
  pageTitle: string;
  pageDescription: string;
  productDescription: string;
  locations: string;
  /** One place where a card is accepted: its own title and description, not the finder's. */
  location: string;
  locationDescription: string;
}

const en: MetaMessages = {
  home: 'Gift cards for every occasion',
  productList: 'Gift cards',
  productListDescription: 'Gift cards for restaurants, shops and days out, sent by e-mail within the hour or by post.',
  allGiftCards: 'All gift cards by category',
  allGiftCardsDescription: 'Every gift card we sell in one list, most popular first: find one by category, brand or price.',
  occasions: 'Giving moments',
  occasionsDescription: 'Gift cards for birthdays, weddings, thank-yous and every other moment worth celebrating.',
  blog: 'Blog: gift ideas and tips',
  blogDescription: 'Gift ideas, etiquette and practical tips for giving gift cards, for every occasion and budget.',
  pageTitle: '{title}, page {page}',
  pageDescription: '{description} Page {page}.',
  productDescription: 'Buy a {title} online, sent by e-mail or by post.',
  locations: 'Where to use the {title}',
  location: '{name}, {city}: where to use the {title}',
  locationDescription: 'Address and website of {name} in {city}, where the {title} is accepted.',
};

const nl: MetaMessages = {
  home: 'Cadeaubonnen voor elke gelegenheid',
  productList: 'Cadeaubonnen',
  productListDescription: 'Cadeaubonnen voor restaurants, winkels en uitjes, binnen het uur per e-mail of per post verstuurd.',
  allGiftCards: 'Alle cadeaubonnen per categorie',
  allGiftCardsDescription: 'Al onze cadeaubonnen in één lijst, de populairste eerst: zoek op categorie, merk of prijs.',
  occasions: 'Geefmomenten',
  occasionsDescription: 'Cadeaubonnen voor verjaardagen, bruiloften, bedankjes en elk ander moment om te vieren.',
  blog: 'Blog: cadeau-ideeën en tips',
  blogDescription: 'Cadeau-ideeën, etiquette en handige tips om cadeaubonnen te geven, voor elke gelegenheid en elk budget.',
  pageTitle: '{title}, pagina {page}',
  pageDescription: '{description} Pagina {page}.',
  productDescription: 'Koop een {title} online, per e-mail of per post verstuurd.',
  locations: 'Waar je de {title} kunt gebruiken',
  location: '{name}, {city}: hier gebruik je de {title}',
  locationDescription: 'Adres en website van {name} in {city}, waar je met de {title} kunt betalen.',
};

export const metaMessages = (language: string): MetaMessages => (language === 'nl' ? nl : en);
