/**
 * Seed content of every store besides GCUK and CB, generated from data tables: the country's merchant names and
 * cities, the currency's price ladder, the brand's catalogue claim and the texts of the store's language (English
 * until the language has its own). Dutch-language stores adapt the CB content and add generated Dutch merchants.
 * A store's further languages get generated content that points at the catalogue of its default language.
 */
import { buildCatalogue, type CatalogueConfig, type CatalogueEntry } from '../catalogue-builder';
import { cbCatalogueConfig } from '../cb/catalogue';
import { cbEntries } from '../cb/entries';
import { gcukCatalogueConfig, gcukEntries } from '../gcuk/catalogue';
import type { SeedStore } from '../stores';
import type { SeedBrand, SeedCatalogueTexts, SeedLanguageContent, SeedStoreContent } from '../types';
import { changedBrandTexts } from './brand-texts';
import { countryOf, type CountryCode } from './countries';
import { dutchContent, dutchLinkCategories, type DutchSources } from './dutch';
import { dutchCatalogueTexts } from './dutch-translations';
import { generateEntries, merchantSlug } from './entries';
import { marketExtras } from './extras';
import { houseBrands, houseProducts } from './house';
import { marketLinkCategories, marketLinks, type MarketLinks } from './links';
import { localizeContentPaths } from './localize-paths';
import { marketLocations } from './locations';
import { namePool, type Kind } from './names';
import { marketHomeBlocks, marketMenus, marketSearchTerms } from './navigation';
import { marketPages } from './pages';
import { formatMajor, ladderOf, priceTiers } from './prices';
import { marketRedeemPages } from './redeem-pages';
import { catalogueTextsWithTermSlugs, termSlugs, withTermSlugLinks, withTermSlugs } from './term-slugs';
import { marketCategories, marketOccasions } from './terms';
import { marketTestimonials } from './testimonials';
import { fill, marketTexts, storeLocale, type MarketTexts } from './texts';
import { translateEntries } from './translate-entries';

/** The number of gift cards each brand promises (brands/<KEY>/brand.json `catalogueClaim`). */
export const catalogueClaims: Record<string, string> = {
  CBAT: '70+', CBAU: '60+', CBBE: '150+', CBBR: '30+', CBCA: '60+', CBCH: '50+', CBDE: '160+', CBDK: '50+', CBES: '70+', CBFR: '150+',
  CBIE: '50+', CBIT: '70+', CBMX: '30+', CBNO: '50+', CBNZ: '30+', CBPL: '60+', CBSE: '60+', CBUS: '200+', CK: '200+', CKFR: '70+',
  CKUK: '150+', GCSAE: '30+', GCSAT: '50+', GCSBE: '150+', GCSDE: '160+', GCSFR: '70+', GCSIE: '50+', GCSIT: '60+', GCSNL: '160+',
  GCSPT: '30+', GCSUK: '150+',
};

/**
 * The Choice card's product slug: the last segment of the brand's Choice card page (brands/<KEY>/brand.json
 * `choiceCardPath`, spec §2.2), or `choice-gift-card`, the English route's, for brands without one.
 */
export const choiceSlugs: Record<string, string> = {
  CBAT: 'all-in-1', CBAU: 'choice', CBBE: 'cadeaubonbe-keuze-cadeaukaart', CBBR: 'cartao-presente-multi', CBCA: 'choice',
  CBCH: 'all-in-1', CBDE: 'all-in-1', CBDK: 'universal', CBES: 'tarjeta-regalo-multi', CBFR: 'carte-cadeau-multi',
  CBIE: 'all-in-1-choice', CBIT: 'carta-regalo-multi', CBMX: 'tarjeta-regalo-multi', CBNO: 'universal', CBNZ: 'all-in-1-choice',
  CBPL: 'karta-wielomarkowa', CBSE: 'allt-i-ett', CBUS: 'all-in-1-choice', CK: 'cadeaukaartnl-keuze-cadeaukaart',
  CKFR: 'choice-gift-card', CKUK: 'choice-gift', GCSAE: 'choice-gift-card', GCSAT: 'choice-gift-card',
  GCSBE: 'giftcardsbe-keuze-cadeaukaart', GCSDE: 'all-in-1', GCSFR: 'carte-cadeau-multi', GCSIE: 'all-in-1-choice',
  GCSIT: 'carta-regalo-multi', GCSNL: 'giftcardsnl-keuze-cadeaukaart-paars', GCSPT: 'cartao-presente-multi', GCSUK: 'choice-gift-card',
};

const choiceSlugOf = (store: SeedStore) => {
  const slug = choiceSlugs[store.buildKey];
  if (!slug) throw new Error(`seed: no Choice card slug for ${store.buildKey}`);
  return slug;
};

/** Gift cards a store sells besides its house products: a little more than it claims. */
export const merchantCount = (claim: string) => {
  const n = Number.parseInt(claim, 10);
  return n + Math.ceil(n / 20);
};

const claimOf = (store: SeedStore) => {
  const claim = catalogueClaims[store.buildKey];
  if (!claim) throw new Error(`seed: no catalogue claim for ${store.buildKey}`);
  return claim;
};

const catalogueSeed = (store: SeedStore) => `${store.buildKey.toLowerCase()}-catalogue-v1`;

/** The brand's claim in words, e.g. 'more than 160'. */
const moreOf = (t: MarketTexts, store: SeedStore) => fill(t.moreThan, { count: claimOf(store).replace('+', '') });

const countryNameOf = (t: MarketTexts, store: SeedStore) => {
  const name: string | undefined = t.countries[store.countryCode as CountryCode];
  if (!name) throw new Error(`seed: no ${t.language} name for ${store.countryCode}`);
  return name;
};

/** The sentences the catalogue builder writes about the merchants' cards, in the texts' language. */
const catalogueConfig = ({ catalogue: c }: MarketTexts, store: SeedStore, seed: string): CatalogueConfig => ({
  seed,
  // Slugs are shared by a store's languages: the first language's word.
  productSlugSuffix: marketTexts(storeLocale(store, store.languages[0]?.code ?? 'en')).catalogue.productSlugSuffix,
  productTitle: (name) => fill(c.productTitle, { name }),
  visitLabel: (name) => fill(c.visitLabel, { name }),
  closers: c.closers,
  defaultClosers: c.defaultClosers,
  platformClosers: c.platformClosers,
  wineClosers: c.wineClosers,
  digitalOnlyNote: c.digitalOnlyNote,
  physicalOnlyNote: c.physicalOnlyNote,
  categoryKeyword: c.categoryKeywords,
  tierByCategory: gcukCatalogueConfig.tierByCategory,
  shopUrl: (slug) => `/brand/${store.buildKey}/brand-shops/${slug}.html`,
  prices: priceTiers(store.currency),
});

/** The per-language content of a generated store in `language`, pointing at `links` in its catalogue. */
function languageContent(store: SeedStore, language: string, links: MarketLinks): SeedLanguageContent {
  const t = marketTexts(storeLocale(store, language));
  const country = countryOf(store.countryCode);
  const pool = namePool(country.group);
  const more = moreOf(t, store);
  const { steps } = ladderOf(store.currency);
  const amount = (major: number) => formatMajor(store.currency, store.countryCode, major, `${t.language}-${store.countryCode}`);
  return {
    language,
    pages: marketPages(t, {
      name: store.name, host: new URL(store.origin).host, country: countryNameOf(t, store),
      minAmount: amount(steps[0] as number), maxAmount: amount(steps[steps.length - 1] as number), more,
    }),
    blogPosts: [],
    // Testimonials are customers' own words: a store shows only those written in its language.
    testimonials: t.language === language ? marketTestimonials(t.testimonials, catalogueSeed(store), pool) : [],
    menus: marketMenus(t, links),
    homeBlocks: marketHomeBlocks(t, more, links),
    popularSearchTerms: marketSearchTerms(t, links),
    redeemPages: marketRedeemPages(t, fill(t.redeemPages.businessName, { surname: pool.surnames[0] as string }), [links.choiceSlug, ...links.top.slice(0, 5)]),
  };
}

/** The catalogue of a generated store in the texts `t`; `entries`, its merchants, are generated when not given. */
function generatedCatalogue(store: SeedStore, t: MarketTexts, given?: CatalogueEntry[]) {
  const claim = claimOf(store);
  const country = countryOf(store.countryCode);
  const countryName = countryNameOf(t, store);
  const seed = catalogueSeed(store);
  const categories = marketCategories.map(([slug, icon]) =>
    ({ slug, title: t.categories[slug].title, description: fill(t.categories[slug].description, { country: countryName }), icon }));
  const occasions = marketOccasions.map(([slug, backgroundColor]) => {
    const { title, heroTitle, description } = t.occasions[slug];
    return { slug, title, heroTitle, description: fill(description, { country: countryName }), backgroundColor };
  });
  const house = houseBrands(t, store.name, merchantSlug(store.name));
  // The UK stores sell the UK merchants of GCUK; the others get merchants of their own country.
  const entries: CatalogueEntry[] = given ?? (store.countryCode === 'GB'
    ? gcukEntries.slice(0, merchantCount(claim)).map((e) => ({ ...e, opts: { ...e.opts, shop: false, redirect: undefined } }))
    : generateEntries({
        seed, count: merchantCount(claim), blurbs: t.blurbs, country, countryName, taken: house.map((b) => b.slug),
        categoryOf: (kind) => kind, occasionOf: (occasion) => occasion,
      }));
  const catalogue = buildCatalogue(entries, catalogueConfig(t, store, seed));
  const { steps } = ladderOf(store.currency);
  return {
    entries,
    brands: [...house, ...catalogue.brands],
    categories,
    occasions,
    products: [...houseProducts(t, store.currency, moreOf(t, store), choiceSlugOf(store)), ...catalogue.products],
    extras: marketExtras(t, (steps[0] as number) / 10),
  };
}

/** The whole content of a generated store in `language`: catalogue, extras and locations, and its per-language content. */
function generatedContent(store: SeedStore, language: string): SeedStoreContent {
  const t = marketTexts(storeLocale(store, language));
  const { entries, brands, categories, occasions, products, extras } = generatedCatalogue(store, t);
  const own = languageContent(store, language, marketLinks({ brands, products }, marketLinkCategories));
  return {
    storeId: store.id,
    language,
    brands,
    categories,
    occasions,
    products,
    extras,
    locations: marketLocations(catalogueSeed(store), countryOf(store.countryCode), entries),
    pages: own.pages,
    blogPosts: own.blogPosts,
    testimonials: own.testimonials,
    menus: own.menus,
    homeBlocks: own.homeBlocks,
    popularSearchTerms: own.popularSearchTerms,
    redeemPages: own.redeemPages,
  };
}

/** The texts of a catalogue in the shape of a further language's; brands only where they differ from `base`'s. */
const catalogueTexts = (
  c: Omit<ReturnType<typeof generatedCatalogue>, 'entries'>,
  base: SeedBrand[],
): SeedCatalogueTexts => ({
  products: c.products.map(({ slug, title, description, keywords }) => ({ slug, title, description, keywords })),
  categories: c.categories.map(({ slug, title, description }) => ({ slug, title, description })),
  occasions: c.occasions.map(({ slug, title, heroTitle, description }) => ({ slug, title, heroTitle, description })),
  extras: c.extras.map(({ sku, title, description }) => ({ sku, title, description })),
  brands: changedBrandTexts(base, c.brands),
});

/** A generated merchant's main category is its kind of shop. */
const kindOfCategory = (category: string) => category as Kind;

/**
 * The texts of a generated store's catalogue in its further `language`: the same merchants, described in it; `brands`,
 * the store's brands in its first language.
 */
function generatedCatalogueTexts(store: SeedStore, language: string, brands: SeedBrand[]): SeedCatalogueTexts {
  const first = generatedCatalogue(store, marketTexts(storeLocale(store, store.languages[0]?.code ?? 'en')));
  const t = marketTexts(storeLocale(store, language));
  const place = { country: countryOf(store.countryCode), countryName: countryNameOf(t, store) };
  const entries = translateEntries(first.entries, t, place, kindOfCategory);
  return catalogueTexts(generatedCatalogue(store, t, entries), brands);
}

/** What a Dutch store's content is made of: CB's merchants and the store's claim and Choice card. */
const dutchSources = (store: SeedStore): DutchSources => {
  const claim = claimOf(store);
  return {
    cbEntries, cbCatalogueConfig, claim, choiceSlug: choiceSlugOf(store), merchantCount: merchantCount(claim),
    more: (t) => moreOf(t, store),
  };
};

/** The seed content of a store without hand-written content of its own, in its default language. */
export function marketContent(store: SeedStore): SeedStoreContent {
  const language = store.languages[0]?.code ?? 'en';
  if (language === 'nl') return dutchContent(store, dutchSources(store));
  return localizeContentPaths(withTermSlugs(generatedContent(store, language), storeTermSlugs(store)));
}

/** A generated store's category and occasion slugs, in its first language's words. */
const storeTermSlugs = (store: SeedStore) => termSlugs(marketTexts(storeLocale(store, store.languages[0]?.code ?? 'en')));

/**
 * The content of each further language of a store, generated in that language and pointing at the catalogue of
 * `content`, the store's content in its default language; its pages share their translation keys, for hreflang.
 */
export function marketTranslations(store: SeedStore, content: SeedStoreContent): SeedLanguageContent[] {
  const dutch = content.language === 'nl';
  const links = marketLinks(content, dutch ? dutchLinkCategories : marketLinkCategories);
  if (dutch) {
    return store.languages.slice(1).map(({ code }) => ({
      ...localizeContentPaths(languageContent(store, code, links)),
      catalogue: dutchCatalogueTexts(store, marketTexts(storeLocale(store, code)), dutchSources(store), content.brands),
    }));
  }
  const slugs = storeTermSlugs(store);
  return store.languages.slice(1).map(({ code }) => ({
    ...localizeContentPaths(withTermSlugLinks(languageContent(store, code, links), slugs)),
    catalogue: catalogueTextsWithTermSlugs(generatedCatalogueTexts(store, code, content.brands), slugs),
  }));
}
