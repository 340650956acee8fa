/** What the menus, home blocks and redeem pages of a store point at in its catalogue. */
import type { SeedStoreContent } from '../types';

export interface MarketLinks {
  choiceSlug: string;
  /** The merchants' cards, most chosen first. */
  top: string[];
  /** The most chosen merchant card, shown on the home page in its brand's colour. */
  spotlight?: { slug: string; title: string; color: string };
  /** The category slugs of restaurants, spa days, experiences and business gifts. */
  categories: { restaurants: string; spa: string; experiences: string; business: string };
}

/** The categories the generated stores link to. */
export const marketLinkCategories: MarketLinks['categories'] = {
  restaurants: 'restaurants', spa: 'spa-and-wellness', experiences: 'experiences', business: 'business-gifts',
};

/** The links into a store's catalogue: its Choice card and its merchants' gift cards by popularity. */
export function marketLinks(content: Pick<SeedStoreContent, 'brands' | 'products'>, categories: MarketLinks['categories']): MarketLinks {
  const choiceSlug = content.products.find((p) => p.isChoice)?.slug;
  if (!choiceSlug) throw new Error('seed: a store without a Choice card');
  const top = content.products.filter((p) => p.productType === 'GIFT_CARD' && !p.isChoice).sort((a, b) => b.popularity - a.popularity);
  const first = top[0];
  const spotlight = first && { slug: first.slug, title: first.title, color: content.brands.find((b) => b.slug === first.brandSlug)?.color ?? '#333333' };
  return { choiceSlug, top: top.map((p) => p.slug), ...(spotlight ? { spotlight } : {}), categories };
}
