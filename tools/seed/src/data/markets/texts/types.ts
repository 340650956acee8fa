/**
 * Every word of a generated store's content in one language. Values are filled into `{placeholder}`s by `fill`; each
 * field's comment names the placeholders it may use. Slugs, paths, colours, prices and SKUs are the builders'.
 */
import type { CountryCode } from '../countries';
import type { Kind } from '../names';
import type { CategorySlug, OccasionSlug } from '../terms';

/** A title with its line of text. */
export interface TitledText {
  title: string;
  description: string;
}

/** A search shortcut: its label and the words it searches for. */
export interface SearchText {
  title: string;
  query: string;
}

/**
 * An information page. Placeholders: {name} (the store), {more} (`moreThan` filled), {country} (`countries`),
 * {serviceEmail}, {minAmount} and {maxAmount} (the lowest and highest face value), and the link targets {contactPath},
 * {balancePath} and {quotePath}.
 */
export interface PageText {
  title: string;
  metaDescription: string;
  keywords: string[];
  /** Markdown. */
  body: string;
}

/** A charity of the donation products. */
export interface CharityText {
  name: string;
  /** The title of the link to its website. */
  about: string;
  /** The donation product. */
  title: string;
  description: string;
  keywords: string[];
}

export interface MarketTexts {
  /** The language the texts are written in: stores of another language use them only until their own exist. */
  language: string;
  /** '{count}' is the number of gift cards the brand claims, e.g. 'more than {count}'. */
  moreThan: string;
  /** The Choice card's name where it stands alone: brand, product, menu item, block and search titles. */
  choiceCard: string;
  /** Each country's name inside a sentence ('the UK'). */
  countries: Record<CountryCode, string>;
  menus: {
    /** The names of the footer and business menus. */
    footerTitle: string;
    businessTitle: string;
    customerService: string;
    helpdesk: string;
    contactUs: string;
    checkBalance: string;
    delivery: string;
    cancellationPolicy: string;
    giftCards: string;
    allGiftCards: string;
    restaurants: string;
    spaAndWellness: string;
    experiences: string;
    occasions: string;
    aboutUs: string;
    generalTerms: string;
    privacy: string;
    cookieStatement: string;
    business: string;
    businessGiftCards: string;
    requestQuote: string;
    businessGifts: string;
  };
  /** Home page blocks; {more} in the Choice card's. */
  homeBlocks: {
    hero: TitledText;
    businessHero: TitledText;
    /** The Choice card block's title is `choiceCard`. */
    choiceDescription: string;
    business: TitledText;
    occasions: TitledText;
    /** Under the most chosen gift card's name. */
    spotlightDescription: string;
    delivery: TitledText;
    businessGift: TitledText;
    personalTouch: TitledText;
    searchHighlight: TitledText;
  };
  /** Popular searches: the restaurant and experience categories, and searches for words. */
  searchTerms: {
    restaurants: string;
    spa: SearchText;
    hotel: SearchText;
    books: SearchText;
    experiences: string;
    /** Its title is `choiceCard`. */
    choiceQuery: string;
  };
  redeemPages: {
    /** Spending a Choice card; the body's paragraphs. */
    choiceCard: { title: string; intro: string; body: string[] };
    /** A business's redeem shop for its team; {business} is the business's name. */
    teamThankYou: { title: string; intro: string; body: string[] };
    /** The example business; {surname} is a surname of the country. */
    businessName: string;
  };
  /** Customers' own words in this language, [rating 1–5, quote]; only stores of this language show them. */
  testimonials: Array<[number, string]>;
  extras: {
    classicWallet: TitledText;
    celebrationWallet: TitledText;
    luxuryWallet: TitledText;
    confettiDesign: TitledText;
    balloonsDesign: TitledText;
    giftBox: TitledText;
    personalMessage: TitledText;
  };
  /** Information, help, legal and business pages, by translation key. */
  pages: {
    home: PageText;
    terms: PageText;
    privacy: PageText;
    cancellation: PageText;
    delivery: PageText;
    cookies: PageText;
    about: PageText;
    helpdesk: PageText;
    contact: PageText;
    business: PageText;
    businessQuote: PageText;
  };
  /** The Choice card and the donation products. */
  house: {
    /** {more}. */
    choiceDescription: string;
    choiceKeywords: string[];
    greenCorridors: CharityText;
    warmMeals: CharityText;
  };
  /** Generated merchants per kind of shop: descriptions ({name}, {city}, {country}) and search words. */
  blurbs: {
    descriptions: Record<Kind, string[]>;
    keywords: Record<Kind, string[]>;
  };
  /** {country} in descriptions. */
  categories: Record<CategorySlug, TitledText>;
  occasions: Record<OccasionSlug, TitledText & { heroTitle: string }>;
  /** The sentences the catalogue builder writes about a merchant's card; {name} is the merchant. */
  catalogue: {
    productTitle: string;
    /** What follows the merchant's slug in its card's slug, in the language's words ("-gutschein"). */
    productSlugSuffix: string;
    visitLabel: string;
    /** Closing sentences per kind of shop. */
    closers: Record<Kind, string[]>;
    defaultClosers: string[];
    platformClosers: string[];
    wineClosers: string[];
    digitalOnlyNote: string;
    physicalOnlyNote: string;
    /** The search word every card of a kind gets. */
    categoryKeywords: Record<Kind, string>;
    /** Added to a card's name for each way it is delivered. */
    variationTitles: { DIGITAL: string; PHYSICAL: string };
  };
}

/** Some of `T`'s fields, at any depth; a list is given whole. */
type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** A region's texts where they differ from its language's (European Portuguese over `pt`). */
export type RegionalTexts = DeepPartial<Omit<MarketTexts, 'language'>>;
