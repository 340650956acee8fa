/** The categories and occasions of a generated store, in their order: slugs, icons and colours; their words are texts. */

/** [slug, design-system icon]: the kinds of shop, then business gifts and charity. */
export const marketCategories = [
  ['restaurants', 'restaurant'], ['spa-and-wellness', 'spa'], ['fashion', 'fashion'], ['home-and-garden', 'home'],
  ['experiences', 'experience'], ['books-and-music', 'book'], ['beauty', 'beauty'], ['sport-and-outdoors', 'sport'],
  ['cinema-and-entertainment', 'cinema'], ['travel-and-hotels', 'travel'], ['food-and-drink', 'food'], ['kids-and-toys', 'toys'],
  ['gaming', 'gaming'], ['tech', 'tech'], ['business-gifts', 'business'], ['charity', 'charity'],
] as const;
export type CategorySlug = (typeof marketCategories)[number][0];

/** [slug, background colour of the occasion's page]. */
export const marketOccasions = [
  ['birthday', '#f4b942'], ['thank-you', '#7bb39a'], ['wedding', '#e8d5c4'], ['christmas', '#b3262d'], ['anniversary', '#8e3b5f'],
  ['new-baby', '#a8d0e6'], ['get-well-soon', '#9cc5a1'], ['retirement', '#3d5a80'], ['mothers-day', '#f28ab2'],
  ['fathers-day', '#2f6690'], ['graduation', '#264653'], ['congratulations', '#e76f51'], ['valentines-day', '#d7263d'],
] as const;
export type OccasionSlug = (typeof marketOccasions)[number][0];
