import { seedStores } from '../data/stores';
import type { SeedCatalogueTexts } from '../data/types';
import { storeContent, storeTranslations } from './seed';

const bilingual = seedStores.filter((s) => s.languages.length > 1);

/** What a shopper reads of a text row, to tell two languages apart. */
const words = (text: { title: string; description: string }) => `${text.title}\n${text.description}`;

describe('the catalogue texts of a store’s further language', () => {
  it('are written for the four bilingual stores', () => {
    expect(bilingual.map((s) => s.buildKey).sort()).toEqual(['CBBE', 'CBCA', 'CBCH', 'GCSBE']);
  });

  describe.each(bilingual.map((s) => [s.buildKey, s] as const))('%s', (_key, store) => {
    const content = storeContent(store);
    const [translation] = storeTranslations(store, content);
    const texts = translation?.catalogue as SeedCatalogueTexts;
    const language = store.languages[1]?.code;

    it('has texts in its second language', () => {
      expect(translation?.language).toBe(language);
      expect(texts).toBeDefined();
    });

    it('gives every product a title and description of its own in the second language', () => {
      const bySlug = new Map(texts.products.map((p) => [p.slug, p]));
      expect(bySlug.size).toBe(texts.products.length);
      expect([...bySlug.keys()].sort()).toEqual(content.products.map((p) => p.slug).sort());
      for (const product of content.products) {
        const text = bySlug.get(product.slug);
        expect(text && words(text)).not.toBe(words(product));
        expect(text?.title).not.toBe(product.title);
        expect(text?.keywords.length).toBeGreaterThan(0);
      }
    });

    it('gives every category, occasion and extra texts that differ from the first language’s', () => {
      type Row = { title: string; description: string; slug?: string; sku?: string };
      const keyOf = (row: Row) => row.slug ?? row.sku;
      const pairs: [Row[], Row[]][] = [
        [content.categories, texts.categories],
        [content.occasions, texts.occasions],
        [content.extras, texts.extras],
      ];
      for (const [first, second] of pairs) {
        const byKey = new Map(second.map((t) => [keyOf(t), t]));
        expect([...byKey.keys()].sort()).toEqual(first.map(keyOf).sort());
        for (const row of first) {
          const text = byKey.get(keyOf(row));
          expect(text).toBeDefined();
          expect(words(text as Row)).not.toBe(words(row));
        }
      }
    });

    it('gives every brand’s link a title of its own in the second language, and texts only where they differ', () => {
      const bySlug = new Map(texts.brands.map((b) => [b.slug, b]));
      expect(bySlug.size).toBe(texts.brands.length);
      for (const brand of content.brands) {
        const text = bySlug.get(brand.slug);
        if (brand.externalLink) {
          expect(text?.externalLinkTitle).toBeTruthy();
          expect(text?.externalLinkTitle).not.toBe(brand.externalLink.title);
        }
        if (text) expect([text.name, text.externalLinkTitle]).not.toEqual([brand.name, brand.externalLink?.title]);
      }
      expect([...bySlug.keys()].every((slug) => content.brands.some((b) => b.slug === slug))).toBe(true);
    });

    it('names the Choice card’s brand like the card, and keeps the merchants’ names', () => {
      const choice = content.products.find((p) => p.isChoice);
      const choiceText = texts.products.find((p) => p.slug === choice?.slug);
      expect(texts.brands.find((b) => b.slug === choice?.brandSlug)?.name).toBe(choiceText?.title);
      const merchant = content.products.find((p) => p.productType === 'GIFT_CARD' && !p.isChoice);
      const brand = content.brands.find((b) => b.slug === merchant?.brandSlug);
      expect(texts.brands.find((b) => b.slug === brand?.slug)?.name).toBe(brand?.name);
    });

    it('describes the merchants in the second language with the same names', () => {
      const merchant = content.products.find((p) => p.productType === 'GIFT_CARD' && !p.isChoice);
      const text = texts.products.find((p) => p.slug === merchant?.slug);
      const brand = content.brands.find((b) => b.slug === merchant?.brandSlug);
      expect(text?.title).toContain(brand?.name);
      expect(text?.title).toMatch(/^Carte cadeau /);
    });
  });
});
