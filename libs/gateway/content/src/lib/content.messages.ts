/** Titles the gateway writes for pages that have no editorial title of their own. */
interface MetaMessages {
  home: string;
  productList: string;
  allGiftCards: string;
  occasions: string;
  blog: string;
  productDescription: string;
  locations: string;
}

const en: MetaMessages = {
  home: 'Gift cards for every occasion',
  productList: 'All gift cards',
  allGiftCards: 'All gift cards',
  occasions: 'Giving moments',
  blog: 'Blog',
  productDescription: 'Buy a {title} online, sent by e-mail or by post.',
  locations: 'Where to use the {title}',
};

const nl: MetaMessages = {
  home: 'Cadeaubonnen voor elke gelegenheid',
  productList: 'Alle cadeaubonnen',
  allGiftCards: 'Alle cadeaubonnen',
  occasions: 'Geefmomenten',
  blog: 'Blog',
  productDescription: 'Koop een {title} online, per e-mail of per post verstuurd.',
  locations: 'Waar je de {title} kunt gebruiken',
};

export const metaMessages = (language: string): MetaMessages => (language === 'nl' ? nl : en);
