import { routeTable, type RouteId } from '@giftshop/util-i18n/core';

/**
 * Route words the gateway needs to build entity paths (spec §2.1, §2.2), read from the storefront's route tables of
 * util-i18n, so the two cannot disagree.
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

/** The `index`th segment of a route's path in a language: `segment('de', 'productList', 0)` is `gutscheine`. */
function segment(language: string, id: RouteId, index: number): string {
  const path = routeTable(language)[id] ?? routeTable('en')[id] ?? '';
  return path.split('/').filter(Boolean)[index] ?? '';
}

const words = new Map<string, RouteWords>();

export function routeWords(language: string): RouteWords {
  let found = words.get(language);
  if (!found) {
    found = {
      product: segment(language, 'productList', 0),
      category: segment(language, 'category', 0),
      occasion: segment(language, 'occasions', 0),
      blog: segment(language, 'blog', 0),
      locations: segment(language, 'productLocations', 2),
      location: segment(language, 'productLocation', 2),
      allCategories: segment(language, 'categoryAll', 1),
    };
    words.set(language, found);
  }
  return found;
}

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
  /** Generated card art served by the gateway; in a store's further language, with the brand's name in it. */
  cardArt: (storeId: number, slug: string, language?: string) => `/card-art/${storeId}/${language ? `${language}/` : ''}${slug}.svg`,
};
