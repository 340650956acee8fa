import type { OpeningHoursSpec } from '@giftshop/gateway-db';
/**
 * Shapes of the seed content. Money is always integer minor units (pence, cents).
 * Slugs are URL segments without slashes; paths are site-relative with a trailing slash.
 */

export type DeliveryType = 'DIGITAL' | 'PHYSICAL';
export type ProductType = 'GIFT_CARD' | 'GIFT_CARD_BLANK' | 'DONATION';

export interface SeedVariation {
  type: DeliveryType;
  /** Fixed face values in minor units; empty when only a custom amount is offered. */
  fixedValues: number[];
  /** Custom amount range in minor units (whole currency units only); null when fixed values only. */
  customRange: { min: number; max: number } | null;
}

export interface SeedBrand {
  slug: string;
  name: string;
  /** Hex colour used for generated card art, e.g. '#1d4e89'. */
  color: string;
  /** Shop page of the brand framed in the redeem shop, if any: a path on the storefront's own origin. */
  iframeUrl?: string;
  /** Where the redeem shop sends the holder after a package of the brand is added, and after how many seconds. */
  redirectLink?: { url: string; redirectSeconds: number };
  externalLink?: { title: string; url: string };
}

export interface SeedProduct {
  slug: string;
  title: string;
  description: string;
  productType: ProductType;
  brandSlug: string;
  /** Category slugs; the first is the main category. */
  categories: string[];
  /** Occasion slugs. */
  occasions: string[];
  variations: SeedVariation[];
  /** Higher sells more; drives "most chosen" and default sorting. */
  popularity: number;
  thirdPartyPlatform: boolean;
  containsWine: boolean;
  isChoice: boolean;
  /** null = unlimited. */
  stock: number | null;
  showHand: boolean;
  showShadow: boolean;
  keywords: string[];
  redeem?: { minCustom: number; maxCustom: number; minRemainingBalance: number };
}

export interface SeedCategory {
  slug: string;
  title: string;
  description: string;
  /** Icon name from the design system, e.g. 'restaurant', 'spa'. */
  icon: string;
}

export interface SeedOccasion {
  slug: string;
  title: string;
  heroTitle: string;
  description: string;
  backgroundColor: string;
}

export interface SeedExtra {
  kind: 'WRAPPER' | 'DIGITAL_WRAPPER' | 'GIFT_PACKING' | 'PERSONAL_MESSAGE';
  sku: string;
  title: string;
  description: string;
  price: number;
  color: string;
}

export interface SeedLocation {
  /** Brand slug of the card accepted here (a restaurant or shop brand). */
  brandSlug: string;
  name: string;
  street: string;
  houseNumber: string;
  postCode: string;
  city: string;
  administrativeArea: string;
  lat: number;
  lon: number;
  website: string;
  /** The week's opening hours; null where the brand does not publish them. */
  openingHours: OpeningHoursSpec[] | null;
}

export interface SeedPage {
  path: string;
  pageType: 'INFO' | 'HELP' | 'LANDING' | 'BUSINESS' | 'HOME';
  title: string;
  metaDescription: string;
  keywords: string[];
  /** Markdown body. */
  body: string;
  noindex?: boolean;
  nofollow?: boolean;
  /** Same key across stores/languages links translations for hreflang. */
  translationKey: string;
}

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown body, several paragraphs. */
  body: string;
  author: string;
  publishedAt: string; // ISO date
  tags: string[];
}

/** What a customer said about the shop (testimonials table); only about what the shop really does. */
export interface SeedTestimonial {
  /** First name and initial, or first name and town. */
  author: string;
  /** 1 to 5. */
  rating: number;
  quote: string;
  publishedAt: string; // ISO date
}

export interface SeedMenuItem { title: string; path: string; children?: SeedMenuItem[] }

export interface SeedMenus {
  /** Footer sections: each a title with links. */
  footer: SeedMenuItem[];
  business: SeedMenuItem[];
}

export interface SeedHomeBlock {
  queueId: string;
  title: string;
  description: string;
  path: string;
  backgroundColor: string;
  showHand: boolean;
  showShadow: boolean;
  /** When the block points at a product. */
  productSlug?: string;
}

export interface SeedSearchTerm { title: string; url: string }

/** A page of the redeem part of the store (see the redeem_pages table): information, and a shop of its own. */
export interface SeedRedeemPage {
  pageId: string;
  title: string;
  intro: string;
  body: string;
  business: boolean;
  /** The products its shop offers; empty offers every redeemable product. */
  productSlugs: string[];
}

export interface SeedStoreContent {
  storeId: number;
  language: string;
  brands: SeedBrand[];
  categories: SeedCategory[];
  occasions: SeedOccasion[];
  products: SeedProduct[];
  extras: SeedExtra[];
  locations: SeedLocation[];
  pages: SeedPage[];
  blogPosts: SeedBlogPost[];
  testimonials: SeedTestimonial[];
  menus: SeedMenus;
  homeBlocks: SeedHomeBlock[];
  popularSearchTerms: SeedSearchTerm[];
  redeemPages: SeedRedeemPage[];
}

/**
 * A store's catalogue texts in a further language, by slug (products, terms, brands) and SKU (extras, as in the
 * seed).
 */
export interface SeedCatalogueTexts {
  products: Pick<SeedProduct, 'slug' | 'title' | 'description' | 'keywords'>[];
  categories: Pick<SeedCategory, 'slug' | 'title' | 'description'>[];
  occasions: Pick<SeedOccasion, 'slug' | 'title' | 'heroTitle' | 'description'>[];
  extras: Pick<SeedExtra, 'sku' | 'title' | 'description'>[];
  /** The card brands whose name or link title differ from the first language's: most names are proper names. */
  brands: (Pick<SeedBrand, 'slug' | 'name'> & { externalLinkTitle: string | null })[];
}

/** The part of a store's content written per language: all that a further language of a store has of its own. */
export type SeedLanguageContent = Pick<
  SeedStoreContent,
  'language' | 'pages' | 'blogPosts' | 'testimonials' | 'menus' | 'homeBlocks' | 'popularSearchTerms' | 'redeemPages'
> & {
  /** The catalogue's texts in this language; absent, the store's first language shows. */
  catalogue?: SeedCatalogueTexts;
};
