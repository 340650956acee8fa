import { fillPattern, matchRoute, routeTable } from '@giftshop/util-i18n/core';
import type { SeedLanguageContent, SeedMenuItem } from '../types';

/** The seeded landing pages' own paths in each language (a landing page's path is its own, not a route's). */
const landingPaths: Record<string, Partial<Record<string, string>>> = {
  '/about-us/': {
    nl: '/over-ons/', de: '/ueber-uns/', fr: '/qui-sommes-nous/', es: '/quienes-somos/', it: '/chi-siamo/', pt: '/sobre-nos/',
    pl: '/o-nas/', sv: '/om-oss/', da: '/om-os/', nb: '/om-oss/',
  },
};

/**
 * An English storefront path (spec §2.1) as the same page's path in `language`'s route table (`/gift-cards/spa/` →
 * `/gutscheine/spa/`), query and fragment kept. Landing pages take their language's path (`/about-us/` →
 * `/ueber-uns/`); paths of no route stay as they are.
 */
export function localizePath(path: string, language: string): string {
  if (language === 'en' || !path.startsWith('/')) return path;
  const at = path.search(/[?#]/);
  const [pathname, rest] = at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
  const landing = landingPaths[pathname]?.[language];
  if (landing) return `${landing}${rest}`;
  const match = matchRoute(pathname, routeTable('en'));
  const pattern = match && match.id !== 'landing' ? routeTable(language)[match.id] : undefined;
  return pattern ? `${fillPattern(pattern, match?.params)}${rest}` : path;
}

const localizeItems = (items: SeedMenuItem[], language: string): SeedMenuItem[] =>
  items.map((item) => ({ ...item, path: localizePath(item.path, language), ...(item.children ? { children: localizeItems(item.children, language) } : {}) }));

/** Markdown links to storefront pages, `[text](/path/)`, in the language's paths. */
const localizeLinks = (markdown: string, language: string) => markdown.replace(/\]\((\/[^)\s]*)\)/g, (_, path: string) => `](${localizePath(path, language)})`);

/**
 * Content written with English paths, moved onto the paths of its language: menus, home blocks, popular searches and
 * pages (their own paths and the links in their text), so every seeded link answers in a store of that language.
 */
export function localizeContentPaths<T extends SeedLanguageContent>(content: T): T {
  const { language } = content;
  if (language === 'en') return content;
  return {
    ...content,
    menus: { footer: localizeItems(content.menus.footer, language), business: localizeItems(content.menus.business, language) },
    homeBlocks: content.homeBlocks.map((block) => ({ ...block, path: localizePath(block.path, language) })),
    popularSearchTerms: content.popularSearchTerms.map((term) => ({ ...term, url: localizePath(term.url, language) })),
    pages: content.pages.map((page) => ({ ...page, path: localizePath(page.path, language), body: localizeLinks(page.body, language) })),
    redeemPages: content.redeemPages.map((page) => ({ ...page, body: localizeLinks(page.body, language) })),
  };
}
