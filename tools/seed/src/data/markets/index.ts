/**
 * Seed content of every store besides GCUK and CB, generated from data tables: the country's merchant names and
 * cities, the currency's price ladder and the brand's catalogue claim. Dutch-language stores adapt the CB content
 * and add generated Dutch merchants; every other store is English until its translation exists.
 */
import { buildCatalogue, type CatalogueEntry } from '../catalogue-builder';
import { cbCatalogueConfig } from '../cb/catalogue';
import { cbEntries } from '../cb/entries';
import { gcukCatalogueConfig, gcukEntries } from '../gcuk/catalogue';
import { gcukCategories } from '../gcuk/categories';
import { gcukOccasions } from '../gcuk/occasions';
import type { SeedStore } from '../stores';
import type { SeedStoreContent } from '../types';
import { countryOf } from './countries';
import { dutchContent } from './dutch';
import { englishExtras, englishHomeBlocks, englishMenus, englishRedeemPages, englishSearchTerms, englishTestimonials } from './english';
import { generateEntries, merchantSlug } from './entries';
import { localizeContentPaths } from './localize-paths';
import { marketLocations } from './locations';
import { englishHouseBrands, englishHouseProducts } from './house';
import { namePool } from './names';
import { englishPages } from './pages-en';
import { ladderOf, priceTiers } from './prices';

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

function englishContent(store: SeedStore, language: string): SeedStoreContent {
  const claim = claimOf(store);
  const country = countryOf(store.countryCode);
  const seed = `${store.buildKey.toLowerCase()}-catalogue-v1`;
  const host = new URL(store.origin).host;
  const storeSlug = merchantSlug(store.name);
  const inCountry = (text: string) => text.replace(/(across|around) the UK/g, `$1 ${country.inText}`).replace(/Mothering Sunday/g, 'Mother’s Day');
  const categories = gcukCategories.map((c) => ({ ...c, description: inCountry(c.description) }));
  const occasions = gcukOccasions.map((o) => ({ ...o, description: inCountry(o.description) }));
  const houseBrands = englishHouseBrands(store.name, storeSlug);
  const taken = houseBrands.map((b) => b.slug);
  // The UK stores sell the UK merchants of GCUK; the others get merchants of their own country.
  const entries: CatalogueEntry[] = store.countryCode === 'GB'
    ? gcukEntries.slice(0, merchantCount(claim)).map((e) => ({ ...e, opts: { ...e.opts, shop: false, redirect: undefined } }))
    : generateEntries({
        seed, count: merchantCount(claim), language: 'en', country, taken,
        categoryOf: (kind) => kind, occasionOf: (occasion) => occasion,
      });
  const config = {
    ...gcukCatalogueConfig,
    seed,
    prices: priceTiers(store.currency),
    closers: Object.fromEntries(Object.entries(gcukCatalogueConfig.closers).map(([k, list]) => [k, list.map((s) => s.replace(/ in the UK/g, ''))])),
    shopUrl: (slug: string) => `/brand/${store.buildKey}/brand-shops/${slug}.html`,
  };
  const catalogue = buildCatalogue(entries, config);
  const choiceSlug = choiceSlugOf(store);
  const products = [...englishHouseProducts(store.currency, claim, choiceSlug), ...catalogue.products];
  const top = [...catalogue.products].sort((a, b) => b.popularity - a.popularity);
  const spotlight = top[0] && { slug: top[0].slug, title: top[0].title, color: catalogue.brands.find((b) => b.slug === top[0]?.brandSlug)?.color ?? '#333333' };
  const { steps } = ladderOf(store.currency);
  const amount = (major: number) => new Intl.NumberFormat(`en-${store.countryCode}`, { style: 'currency', currency: store.currency, maximumFractionDigits: 0 }).format(major);
  const businessName = `${namePool(country.group).surnames[0]} Logistics`;
  return {
    storeId: store.id,
    language,
    brands: [...houseBrands, ...catalogue.brands],
    categories,
    occasions,
    products,
    extras: englishExtras((steps[0] as number) / 10),
    locations: marketLocations(seed, country, entries),
    pages: englishPages({ name: store.name, host, country: country.inText, minAmount: amount(steps[0] as number), maxAmount: amount(steps[steps.length - 1] as number), claim }),
    blogPosts: [],
    // Testimonials are customers' own words: only stores whose customers write English have English ones.
    testimonials: language === 'en' ? englishTestimonials(seed, namePool(country.group)) : [],
    menus: englishMenus(['business-gifts'], choiceSlug),
    homeBlocks: englishHomeBlocks(claim, spotlight, choiceSlug),
    popularSearchTerms: englishSearchTerms,
    redeemPages: englishRedeemPages(businessName, [choiceSlug, ...top.slice(0, 5).map((p) => p.slug)]),
  };
}

/** The seed content of a store without hand-written content of its own. */
export function marketContent(store: SeedStore): SeedStoreContent {
  const language = store.languages[0]?.code ?? 'en';
  if (language === 'nl') {
    const claim = claimOf(store);
    return dutchContent(store, claim, choiceSlugOf(store), { cbEntries, cbCatalogueConfig, merchantCount: merchantCount(claim) });
  }
  return localizeContentPaths(englishContent(store, language));
}
