/**
 * Route words the gateway needs to build entity paths (spec §2.1, §2.2). They must agree with the storefront's
 * route tables; languages without their own words use the English ones until their route table exists.
 */
export interface RouteWords {
  product: string;
  category: string;
  occasion: string;
  blog: string;
  locations: string;
  location: string;
  /** The category segment of every gift card (`/category/all-gift-cards/`, `/categorie/alle-cadeaubonnen/`). */
  allCategories: string;
}

const words: Record<string, RouteWords> = {
  en: { product: 'gift-cards', category: 'category', occasion: 'occasions', blog: 'blog', locations: 'locations', location: 'location', allCategories: 'all-gift-cards' },
  nl: { product: 'cadeaubonnen', category: 'categorie', occasion: 'geefmomenten', blog: 'blog', locations: 'locaties', location: 'locaties', allCategories: 'alle-cadeaubonnen' },
};

export const routeWords = (language: string): RouteWords => words[language] ?? words['en'];

export const paths = {
  product: (language: string, slug: string) => `/${routeWords(language).product}/${slug}/`,
  productList: (language: string) => `/${routeWords(language).product}/`,
  category: (language: string, slug: string) => `/${routeWords(language).category}/${slug}/`,
  occasion: (language: string, slug: string) => `/${routeWords(language).occasion}/${slug}/`,
  occasions: (language: string) => `/${routeWords(language).occasion}/`,
  blogPost: (language: string, slug: string) => `/${routeWords(language).blog}/${slug}/`,
  blog: (language: string) => `/${routeWords(language).blog}/`,
  locations: (language: string, productSlug: string) => `/${routeWords(language).product}/${productSlug}/${routeWords(language).locations}/`,
  location: (language: string, productSlug: string, locationSlug: string) =>
    `/${routeWords(language).product}/${productSlug}/${routeWords(language).location}/${locationSlug}/`,
  /** Generated card art served by the gateway. */
  cardArt: (storeId: number, slug: string) => `/card-art/${storeId}/${slug}.svg`,
};
