/**
 * Content of the Dutch-language stores (CK, GCSNL, CBBE, GCSBE): the CB content with the store's name, host, Choice
 * card and country, the CB merchants plus generated Dutch merchants, all priced on the euro ladder.
 */
import { buildCatalogue, type CatalogueConfig, type CatalogueEntry } from '../catalogue-builder';
import { cbHouseBrands } from '../cb/brands';
import { cbCategories, cbOccasions } from '../cb/categories';
import { cbExtras } from '../cb/extras';
import { cbHomeBlocks, cbMenus, cbPopularSearchTerms } from '../cb/navigation';
import { cbPages } from '../cb/pages';
import { cbBlankPacks, cbChoiceProduct, cbDonationProducts } from '../cb/products';
import { cbRedeemPages } from '../cb/redeem-pages';
import { cbTestimonials } from '../cb/testimonials';
import type { SeedStore } from '../stores';
import type { SeedStoreContent } from '../types';
import { countryOf } from './countries';
import { dutchBlurbs } from './dutch-blurbs';
import { generateEntries } from './entries';
import { reprice } from './house';
import type { MarketLinks } from './links';
import type { MarketTexts } from './texts';
import type { Kind } from './names';
import { priceTiers } from './prices';
import { marketLocations } from './locations';

export const dutchCategory: Partial<Record<Kind, string>> = {
  restaurants: 'restaurants', 'spa-and-wellness': 'wellness', fashion: 'mode', 'home-and-garden': 'wonen-en-tuin', experiences: 'uitjes',
  'books-and-music': 'boeken-en-muziek', beauty: 'beauty', 'sport-and-outdoors': 'sport-en-buiten', 'cinema-and-entertainment': 'film-en-entertainment',
  'travel-and-hotels': 'reizen-en-hotels', 'food-and-drink': 'eten-en-drinken', 'kids-and-toys': 'speelgoed',
};

export const dutchOccasion: Record<string, string> = {
  birthday: 'verjaardag', 'thank-you': 'bedankt', wedding: 'huwelijk', christmas: 'kerst', anniversary: 'jubileum', 'new-baby': 'geboorte',
  'get-well-soon': 'beterschap', retirement: 'pensioen', 'mothers-day': 'moederdag', 'fathers-day': 'vaderdag', graduation: 'geslaagd',
  congratulations: 'geslaagd',
};

/** The categories of a Dutch store that the generated content of its further languages links to. */
export const dutchLinkCategories: MarketLinks['categories'] = { restaurants: 'restaurants', spa: 'wellness', experiences: 'uitjes', business: 'zakelijk' };

export interface DutchSources {
  cbEntries: CatalogueEntry[];
  cbCatalogueConfig: CatalogueConfig;
  /** The brand's catalogue claim ('150+') and its Choice card's slug. */
  claim: string;
  choiceSlug: string;
  merchantCount: number;
  /** The claim in words in the language of the texts ('plus de 150'). */
  more: (t: MarketTexts) => string;
}

const seedOf = (store: SeedStore) => `${store.buildKey.toLowerCase()}-catalogue-v1`;

/** The store's merchants: CB's, then generated Dutch ones. */
export function dutchEntries(store: SeedStore, sources: DutchSources): CatalogueEntry[] {
  const belgian = store.countryCode === 'BE';
  const cbMerchants = sources.cbEntries.map(({ opts: { shop: _shop, redirect: _redirect, ...opts }, ...e }) => ({ ...e, opts }));
  const generated = generateEntries({
    seed: seedOf(store), count: Math.max(0, sources.merchantCount - cbMerchants.length), blurbs: dutchBlurbs,
    country: countryOf(store.countryCode), countryName: belgian ? 'België' : 'Nederland',
    taken: [...cbHouseBrands, ...cbMerchants].map((b) => b.slug),
    categoryOf: (kind) => dutchCategory[kind] ?? 'uitjes',
    occasionOf: (occasion) => dutchOccasion[occasion] ?? null,
  });
  return [...cbMerchants, ...generated];
}

/** The catalogue settings of a Dutch store: CB's, with its seed, prices and shop pages. */
export const dutchCatalogueConfig = (store: SeedStore, sources: DutchSources): CatalogueConfig => ({
  ...sources.cbCatalogueConfig,
  seed: seedOf(store),
  prices: priceTiers(store.currency),
  shopUrl: (slug) => `/brand/${store.buildKey}/brand-shops/${slug}.html`,
});

export function dutchContent(store: SeedStore, sources: DutchSources): SeedStoreContent {
  const { claim, choiceSlug } = sources;
  const country = countryOf(store.countryCode);
  const seed = seedOf(store);
  const host = new URL(store.origin).host;
  const belgian = store.countryCode === 'BE';
  const claimNumber = claim.replace('+', '');
  /** CB's texts, spoken by this store. */
  const adapt = <T>(value: T): T => {
    let text = JSON.stringify(value)
      .replace(/cadeaubonnl-keuze-cadeaukaart/g, choiceSlug)
      .replace(/cadeaubon\.example/g, host)
      // The shop's name, not the word defined in the terms ("**Cadeaubon**: een digitale of fysieke bon").
      .replace(/(?<!\*\*)\bCadeaubon\b(?!\*\*)/g, store.name)
      .replace(/meer dan 60\b/g, `meer dan ${claimNumber}`);
    if (belgian) text = text.replace(/ B\.V\./g, ' BV').replace(/\bNederlandse\b/g, 'Belgische').replace(/\bNederland\b/g, 'België').replace(/\biDEAL\b/g, 'Bancontact');
    return JSON.parse(text) as T;
  };
  const houseBrands = adapt(cbHouseBrands);
  const entries = dutchEntries(store, sources);
  const catalogue = buildCatalogue(entries, dutchCatalogueConfig(store, sources));
  const house = adapt([cbChoiceProduct, ...cbDonationProducts, ...cbBlankPacks]).map((p) => reprice(p, store.currency));
  return {
    storeId: store.id,
    language: 'nl',
    brands: [...houseBrands, ...catalogue.brands],
    categories: adapt(cbCategories),
    occasions: adapt(cbOccasions),
    products: [...house, ...catalogue.products],
    extras: cbExtras.map((e) => ({ ...e, sku: e.sku.replace(/^CB-/, '') })),
    locations: marketLocations(seed, country, entries),
    pages: adapt(cbPages),
    blogPosts: [],
    testimonials: cbTestimonials,
    menus: adapt(cbMenus),
    homeBlocks: adapt(cbHomeBlocks),
    popularSearchTerms: cbPopularSearchTerms,
    redeemPages: adapt(cbRedeemPages),
  };
}
