import type { SeedBrand, SeedCatalogueTexts } from '../types';

/**
 * A store's card brands in a further language (`translated`, by slug) where they read differently from the first
 * language's (`base`): the link titles ('Découvrir …') and the few names that are words rather than proper names
 * (the Choice card's).
 */
export function changedBrandTexts(base: SeedBrand[], translated: SeedBrand[]): SeedCatalogueTexts['brands'] {
  const bySlug = new Map(translated.map((b) => [b.slug, b]));
  return base.flatMap((brand) => {
    const text = bySlug.get(brand.slug);
    if (!text) return [];
    const externalLinkTitle = text.externalLink?.title ?? null;
    if (text.name === brand.name && externalLinkTitle === (brand.externalLink?.title ?? null)) return [];
    return [{ slug: brand.slug, name: text.name, externalLinkTitle }];
  });
}
