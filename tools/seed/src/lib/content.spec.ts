import { cbContent } from '../data/cb';
import { gcukContent } from '../data/gcuk';
import { seedStores } from '../data/stores';
import type { SeedStoreContent } from '../data/types';

const BUILD_KEYS = 'CB CBAT CBAU CBBE CBBR CBCA CBCH CBDE CBDK CBES CBFR CBIE CBIT CBMX CBNO CBNZ CBPL CBSE CBUS CK CKFR CKUK GCSAE GCSAT GCSBE GCSDE GCSFR GCSIE GCSIT GCSNL GCSPT GCSUK GCUK'.split(' ');

function checkIntegrity(content: SeedStoreContent) {
  const brands = new Set(content.brands.map((b) => b.slug));
  const categories = new Set(content.categories.map((c) => c.slug));
  const occasions = new Set(content.occasions.map((o) => o.slug));
  const slugs = content.products.map((p) => p.slug);
  expect(new Set(slugs).size).toBe(slugs.length);
  for (const p of content.products) {
    expect(brands.has(p.brandSlug)).toBe(true);
    for (const c of p.categories) expect(categories.has(c)).toBe(true);
    for (const o of p.occasions) expect(occasions.has(o)).toBe(true);
    expect(p.variations.length).toBeGreaterThan(0);
    for (const v of p.variations) {
      for (const value of v.fixedValues) expect(Number.isInteger(value) && value > 0).toBe(true);
      if (v.customRange) {
        expect(v.customRange.min % 100).toBe(0);
        expect(v.customRange.max % 100).toBe(0);
        expect(v.customRange.min).toBeLessThan(v.customRange.max);
        for (const value of v.fixedValues) expect(value >= v.customRange.min && value <= v.customRange.max).toBe(true);
      }
      expect(v.fixedValues.length > 0 || v.customRange !== null).toBe(true);
    }
  }
  for (const l of content.locations) {
    expect(brands.has(l.brandSlug)).toBe(true);
    expect(Math.abs(l.lat)).toBeLessThanOrEqual(90);
    expect(Math.abs(l.lon)).toBeLessThanOrEqual(180);
  }
  for (const e of content.extras) expect(Number.isInteger(e.price) && e.price >= 0).toBe(true);
  // Nothing sold promises a field the order does not take (a video message has no field).
  for (const e of content.extras) expect(`${e.title} ${e.description}`).not.toMatch(/video/i);
}

describe('seed content', () => {
  it('has every build key once, with GCUK as store 48 and CB as the Dutch store', () => {
    expect(seedStores.map((s) => s.buildKey).sort()).toEqual([...BUILD_KEYS].sort());
    expect(new Set(seedStores.map((s) => s.id)).size).toBe(33);
    expect(seedStores.find((s) => s.buildKey === 'GCUK')).toMatchObject({ id: 48, countryCode: 'GB', currency: 'GBP', languages: [{ code: 'en', locale: 'en-gb' }] });
    expect(seedStores.find((s) => s.buildKey === 'CB')).toMatchObject({ countryCode: 'NL', currency: 'EUR', languages: [{ code: 'nl' }] });
  });

  it('gives the UK store 220+ gift cards in 12+ categories and the required extras', () => {
    const cards = gcukContent.products.filter((p) => p.productType === 'GIFT_CARD');
    expect(cards.length).toBeGreaterThanOrEqual(220);
    expect(new Set(cards.flatMap((p) => p.categories)).size).toBeGreaterThanOrEqual(12);
    expect(gcukContent.occasions.length).toBeGreaterThanOrEqual(10);
    expect(gcukContent.extras.filter((e) => e.kind === 'WRAPPER')).toHaveLength(3);
    expect(gcukContent.extras.some((e) => e.kind === 'GIFT_PACKING')).toBe(true);
    expect(gcukContent.extras.some((e) => e.kind === 'PERSONAL_MESSAGE')).toBe(true);
    expect(gcukContent.products.some((p) => p.productType === 'DONATION')).toBe(true);
    expect(gcukContent.products.some((p) => p.productType === 'GIFT_CARD_BLANK')).toBe(true);
    expect(gcukContent.products.find((p) => p.slug === 'choice-gift-card')?.isChoice).toBe(true);
    expect(cards.some((p) => p.thirdPartyPlatform)).toBe(true);
  });

  it('gives the UK store 300+ locations, 10+ blog posts and the information pages', () => {
    expect(gcukContent.locations.length).toBeGreaterThanOrEqual(300);
    expect(new Set(gcukContent.locations.map((l) => l.city)).size).toBeGreaterThanOrEqual(10);
    for (const l of gcukContent.locations) {
      expect(l.lat).toBeGreaterThan(49.8);
      expect(l.lat).toBeLessThan(60.9);
      expect(l.lon).toBeGreaterThan(-8.7);
      expect(l.lon).toBeLessThan(1.8);
    }
    expect(gcukContent.blogPosts.length).toBeGreaterThanOrEqual(10);
    const paths = gcukContent.pages.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/general-terms/', '/privacy/', '/cancelation-policy/', '/delivery/', '/cookieverklaring/']));
    expect(gcukContent.popularSearchTerms.length).toBeGreaterThan(0);
  });

  it('promises no recipient-list upload, logo or custom card design, which the shop does not offer', () => {
    for (const content of [gcukContent, cbContent]) {
      const texts = [...content.pages, ...content.blogPosts, ...content.testimonials].map((p) => JSON.stringify(p));
      for (const text of texts) {
        expect(text).not.toMatch(/upload|\blogo\b|personalised (card )?designs?|custom card design|company colours/i);
        expect(text).not.toMatch(/eigen ontwerp|huisstijl/i);
      }
    }
  });

  it('gives both stores about a dozen dated, rated testimonials with varied ratings', () => {
    for (const content of [gcukContent, cbContent]) {
      expect(content.testimonials.length).toBeGreaterThanOrEqual(10);
      for (const t of content.testimonials) {
        expect(Number.isInteger(t.rating) && t.rating >= 1 && t.rating <= 5).toBe(true);
        expect(t.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(t.quote.length).toBeGreaterThan(20);
        // First name and initial, or first name and town: never a full name.
        expect(t.author).toMatch(/^\p{Lu}\p{Ll}+ (\p{Lu}\.|(de |van )?\p{Lu}\.|from \p{Lu}\p{Ll}+|uit \p{Lu}\p{Ll}+)$/u);
      }
      expect(new Set(content.testimonials.map((t) => t.rating)).size).toBeGreaterThan(1);
    }
  });

  it('keeps both stores internally consistent', () => {
    checkIntegrity(gcukContent);
    checkIntegrity(cbContent);
    expect(cbContent.language).toBe('nl');
  });
});
