import { fillPattern, matchRoute, routeTable } from '@giftshop/util-i18n/core';
import { slugify } from '../catalogue-builder';
import type { SeedCatalogueTexts, SeedLanguageContent, SeedMenuItem, SeedStoreContent } from '../types';
import { marketCategories, marketOccasions } from './terms';
import type { MarketTexts } from './texts';

/** The store's category and occasion slugs by their keys (`food-and-drink` → `essen-und-trinken`). */
export interface TermSlugs {
  categories: ReadonlyMap<string, string>;
  occasions: ReadonlyMap<string, string>;
}

/** Letters as a language spells them in a URL (German writes ae for ä); the rest as `slugify` does. */
const urlLetters: Record<string, Record<string, string>> = {
  de: { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'ae', Ö: 'oe', Ü: 'ue' },
  da: { å: 'aa', Å: 'aa' },
  nb: { å: 'aa', Å: 'aa' },
};

/** A title as a slug in its language: "Essen & Trinken" → "essen-trinken", "Geschäftsgeschenke" → "geschaeftsgeschenke". */
export function termSlug(title: string, language: string): string {
  const letters = urlLetters[language] ?? {};
  return slugify(title.replace(/[&'’]/g, ' ').replace(/./g, (c) => letters[c] ?? c));
}

/**
 * The slugs of a generated store's categories and occasions, made from their titles in the store's first language,
 * so its URLs read in that language (`/kategorie/essen-trinken/`, `/anlaesse/geburtstag/`). English stores keep the
 * keys; a title that gives no slug, or one another term has, keeps its key too.
 */
export function termSlugs(t: MarketTexts): TermSlugs {
  const slugsOf = (keys: readonly string[], titleOf: (key: string) => string) => {
    const taken = new Set<string>([routeTable(t.language).categoryAll?.split('/').at(-2) ?? '']);
    return new Map(
      keys.map((key) => {
        const slug = t.language === 'en' ? key : termSlug(titleOf(key), t.language);
        const chosen = slug && !taken.has(slug) ? slug : key;
        taken.add(chosen);
        return [key, chosen];
      }),
    );
  };
  return {
    categories: slugsOf(marketCategories.map(([key]) => key), (key) => t.categories[key as keyof MarketTexts['categories']].title),
    occasions: slugsOf(marketOccasions.map(([key]) => key), (key) => t.occasions[key as keyof MarketTexts['occasions']].title),
  };
}

const rename = (map: ReadonlyMap<string, string>, slug: string) => map.get(slug) ?? slug;

/** An English storefront path (spec §2.1) with the store's term slugs: `/category/food-and-drink/` → `/category/essen-trinken/`. */
export function withTermSlugPath(path: string, slugs: TermSlugs): string {
  if (!path.startsWith('/')) return path;
  const at = path.search(/[?#]/);
  const [pathname, rest] = at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
  const english = routeTable('en');
  const match = matchRoute(pathname, english);
  if (match?.id === 'category' && match.params?.['url'] && english.category) {
    return `${fillPattern(english.category, { ...match.params, url: rename(slugs.categories, String(match.params['url'])) })}${rest}`;
  }
  if (match?.id === 'occasion' && match.params?.['product'] && english.occasion) {
    return `${fillPattern(english.occasion, { ...match.params, product: rename(slugs.occasions, String(match.params['product'])) })}${rest}`;
  }
  return path;
}

const withItems = (items: SeedMenuItem[], slugs: TermSlugs): SeedMenuItem[] =>
  items.map((item) => ({ ...item, path: withTermSlugPath(item.path, slugs), ...(item.children ? { children: withItems(item.children, slugs) } : {}) }));

const withLinks = (markdown: string, slugs: TermSlugs) => markdown.replace(/\]\((\/[^)\s]*)\)/g, (_, path: string) => `](${withTermSlugPath(path, slugs)})`);

/** Content written with the term keys, in English paths, given the store's own slugs: its links and pages. */
export function withTermSlugLinks<T extends SeedLanguageContent>(content: T, slugs: TermSlugs): T {
  return {
    ...content,
    menus: { footer: withItems(content.menus.footer, slugs), business: withItems(content.menus.business, slugs) },
    homeBlocks: content.homeBlocks.map((block) => ({ ...block, path: withTermSlugPath(block.path, slugs) })),
    popularSearchTerms: content.popularSearchTerms.map((term) => ({ ...term, url: withTermSlugPath(term.url, slugs) })),
    pages: content.pages.map((page) => ({ ...page, body: withLinks(page.body, slugs) })),
    blogPosts: content.blogPosts.map((post) => ({ ...post, body: withLinks(post.body, slugs) })),
    redeemPages: content.redeemPages.map((page) => ({ ...page, body: withLinks(page.body, slugs) })),
  };
}

/** A generated store's content with its own term slugs: the terms, the products' terms and every link to them. */
export function withTermSlugs(content: SeedStoreContent, slugs: TermSlugs): SeedStoreContent {
  return {
    ...withTermSlugLinks(content, slugs),
    categories: content.categories.map((c) => ({ ...c, slug: rename(slugs.categories, c.slug) })),
    occasions: content.occasions.map((o) => ({ ...o, slug: rename(slugs.occasions, o.slug) })),
    products: content.products.map((p) => ({
      ...p,
      categories: p.categories.map((slug) => rename(slugs.categories, slug)),
      occasions: p.occasions.map((slug) => rename(slugs.occasions, slug)),
    })),
  };
}

/** A further language's catalogue texts, keyed by the store's term slugs. */
export const catalogueTextsWithTermSlugs = (texts: SeedCatalogueTexts, slugs: TermSlugs): SeedCatalogueTexts => ({
  ...texts,
  categories: texts.categories.map((c) => ({ ...c, slug: rename(slugs.categories, c.slug) })),
  occasions: texts.occasions.map((o) => ({ ...o, slug: rename(slugs.occasions, o.slug) })),
});
