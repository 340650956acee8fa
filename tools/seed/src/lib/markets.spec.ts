import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueClaims, choiceSlugs, marketContent } from '../data/markets';
import { localizePath } from '../data/markets/localize-paths';
import { ladderOf } from '../data/markets/prices';
import { seedCardPrefixes, seedPaymentMethods } from '../data/store-settings';
import { seedStores } from '../data/stores';
import type { SeedMenuItem } from '../data/types';
import { storeContent, storeTranslations } from './seed';

const brandData = (buildKey: string) =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', '..', '..', 'brands', buildKey, 'brand.json'), 'utf8')) as { catalogueClaim: string; choiceCardPath?: string };
const brandClaim = (buildKey: string): string => brandData(buildKey).catalogueClaim;
/** The product the brand's Choice card page shows: its path's last segment, or the English route's. */
const brandChoiceSlug = (buildKey: string) => brandData(buildKey).choiceCardPath?.split('/').filter(Boolean).pop() ?? 'choice-gift-card';

const generated = seedStores.filter((s) => s.buildKey !== 'GCUK' && s.buildKey !== 'CB');
const legalPaths = {
  en: ['/', '/general-terms/', '/privacy/', '/cancelation-policy/', '/delivery/', '/cookieverklaring/', '/support/helpdesk/', '/support/contact-us/', '/business/', '/business/request-a-quote/'],
  nl: ['/', '/algemene-voorwaarden/', '/privacy/', '/cancelation-policy/', '/delivery/', '/cookieverklaring/', '/helpdesk/', '/klantenservice/contact/', '/zakelijk/', '/zakelijk/offerte-aanvragen/'],
};
const flatten = (items: SeedMenuItem[]): SeedMenuItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

describe('the generated stores', () => {
  it('covers every store but GCUK and CB, each with the claim its brand makes', () => {
    expect(generated).toHaveLength(31);
    expect(Object.keys(catalogueClaims).sort()).toEqual(generated.map((s) => s.buildKey).sort());
    for (const store of generated) expect(catalogueClaims[store.buildKey]).toBe(brandClaim(store.buildKey));
    expect(seedStores.every((s) => s.hasCatalogue)).toBe(true);
  });

  describe.each(generated.map((s) => [s.buildKey, s] as const))('%s', (buildKey, store) => {
    const content = storeContent(store);
    const dutch = store.languages[0]?.code === 'nl';
    const slugs = new Set(content.products.map((p) => p.slug));

    it('sells more gift cards than its brand claims, in every category', () => {
      const claim = Number.parseInt(brandClaim(buildKey), 10);
      expect(content.products.length).toBeGreaterThan(claim);
      expect(slugs.size).toBe(content.products.length);
      const used = new Set(content.products.flatMap((p) => p.categories));
      expect(content.categories.length).toBeGreaterThanOrEqual(12);
      for (const c of content.categories) expect(used.has(c.slug)).toBe(true);
      expect(content.occasions.length).toBeGreaterThanOrEqual(10);
    });

    it('prices every card on its currency’s ladder', () => {
      const steps = new Set(ladderOf(store.currency).steps.map((s) => s * 100));
      const [low, high] = [Math.min(...steps), Math.max(...steps)];
      for (const p of content.products) {
        for (const v of p.variations) {
          for (const value of v.fixedValues) expect(steps.has(value)).toBe(true);
          if (v.customRange) {
            expect(v.customRange.min).toBeGreaterThanOrEqual(low);
            expect(v.customRange.max).toBeLessThanOrEqual(high);
            expect(v.customRange.min % 100).toBe(0);
            expect(v.customRange.max % 100).toBe(0);
            for (const value of v.fixedValues) expect(value >= v.customRange.min && value <= v.customRange.max).toBe(true);
          }
        }
      }
    });

    it('links only brands, terms and products it has', () => {
      const brands = new Set(content.brands.map((b) => b.slug));
      const terms = new Set([...content.categories, ...content.occasions].map((t) => t.slug));
      for (const p of content.products) {
        expect(brands.has(p.brandSlug)).toBe(true);
        for (const t of [...p.categories, ...p.occasions]) expect(terms.has(t)).toBe(true);
      }
      for (const l of content.locations) expect(brands.has(l.brandSlug)).toBe(true);
      for (const b of content.homeBlocks) if (b.productSlug) expect(slugs.has(b.productSlug)).toBe(true);
      for (const r of content.redeemPages) for (const s of r.productSlugs) expect(slugs.has(s)).toBe(true);
      const productPath = dutch ? '/cadeaubonnen/' : '/gift-cards/';
      for (const item of flatten([...content.menus.footer, ...content.menus.business])) {
        const slug = item.path.startsWith(productPath) ? item.path.slice(productPath.length).replace(/\/$/, '') : '';
        if (slug) expect(slugs.has(slug)).toBe(true);
      }
    });

    it('has the Choice card, menus, footer, pages, redeem pages, testimonials, extras and locations', () => {
      const choice = content.products.find((p) => p.isChoice);
      expect(choice?.slug).toBe(choiceSlugs[buildKey]);
      expect(choice?.slug).toBe(brandChoiceSlug(buildKey));
      expect(content.menus.footer.length).toBeGreaterThanOrEqual(3);
      for (const section of content.menus.footer) expect(section.children?.length).toBeGreaterThan(0);
      expect(content.menus.business.length).toBeGreaterThan(0);
      const paths = dutch ? legalPaths.nl : legalPaths.en.map((path) => localizePath(path, content.language));
      expect(content.pages.map((p) => p.path)).toEqual(expect.arrayContaining(paths));
      expect(content.redeemPages.map((r) => r.pageId)).toContain(dutch ? 'keuze-cadeaukaart' : 'choice-card');
      // Customers' own words: in English and Dutch stores only until the other languages have theirs.
      // Customers' own words: a store has testimonials when texts in its language hold them.
      expect(content.testimonials.length).toBeGreaterThanOrEqual(10);
      expect(content.extras.some((e) => e.kind === 'WRAPPER')).toBe(true);
      expect(content.extras.some((e) => e.kind === 'PERSONAL_MESSAGE')).toBe(true);
      expect(content.locations.length).toBeGreaterThan(0);
      expect(content.homeBlocks.some((b) => b.queueId === 'home-hero')).toBe(true);
    });

    it('speaks the store’s default language and promises nothing the shop does not do', () => {
      expect(content.storeId).toBe(store.id);
      expect(content.language).toBe(store.languages[0]?.code);
      const text = JSON.stringify([content.pages, content.testimonials, content.products.map((p) => p.description)]);
      // Uploads, logos and card designs of the customer's own (English and Dutch words; "logo" is "soon" in Portuguese).
      expect(text).not.toMatch(/upload|personalised (card )?designs?|custom card design|eigen ontwerp|huisstijl/i);
      if (['en', 'nl'].includes(content.language)) expect(text).not.toMatch(/\blogo\b/i);
      expect(text).not.toMatch(/\{name\}|\{city\}|\{country\}|undefined/);
      // Dutch left in another language's store (the brand name CadeauBon is not).
      if (!dutch) expect(text).not.toMatch(/\bde (cadeaubon|winkel)\b/);
    });

    it('has content of its own in each further language, linking to its catalogue and its default pages', () => {
      const translations = storeTranslations(store, content);
      expect(translations.map((t) => t.language)).toEqual(store.languages.slice(1).map((l) => l.code));
      for (const translation of translations) {
        // Each page is a translation of one of the default language's, so hreflang links the two.
        const keys = new Set(content.pages.map((p) => p.translationKey));
        for (const p of translation.pages) expect(keys.has(p.translationKey)).toBe(true);
        expect(translation.pages.map((p) => p.path)).toEqual(expect.arrayContaining(legalPaths.en.map((path) => localizePath(path, translation.language))));
        for (const b of translation.homeBlocks) if (b.productSlug) expect(slugs.has(b.productSlug)).toBe(true);
        for (const r of translation.redeemPages) for (const s of r.productSlugs) expect(slugs.has(s)).toBe(true);
        const categories = new Set(content.categories.map((c) => c.slug));
        const categoryPath = localizePath('/category/x/', translation.language).slice(0, -'x/'.length);
        const allCards = localizePath('/category/all-gift-cards/', translation.language);
        for (const item of flatten([...translation.menus.footer, ...translation.menus.business])) {
          if (item.path.startsWith(categoryPath) && item.path !== allCards) expect(categories.has(item.path.slice(categoryPath.length, -1))).toBe(true);
        }
        expect(JSON.stringify(translation)).not.toMatch(/\{\w+\}|undefined/);
      }
    });

    it('takes payments and issues cards on prefixes of its own', () => {
      expect(seedPaymentMethods[buildKey]?.some((m) => !m.businessOnly)).toBe(true);
      expect(seedPaymentMethods[buildKey]?.some((m) => m.method === 'invoice' && m.businessOnly)).toBe(true);
      expect(seedCardPrefixes[buildKey]?.map((p) => p.prefix)).toEqual([0, 1, 9].map((n) => `6301${String(store.id).padStart(2, '0')}${n}`));
    });
  });

  it('is the same on every run', () => {
    for (const store of generated) expect(marketContent(store)).toEqual(marketContent(store));
  });

  it('gives every store card prefixes of its own', () => {
    const prefixes = Object.values(seedCardPrefixes).flat().map((p) => p.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
