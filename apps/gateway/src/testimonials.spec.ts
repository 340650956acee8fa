import { eq } from 'drizzle-orm';
import { testimonials as testimonialRows } from '@giftshop/gateway-db';
import { cbContent, gcukContent, seedStoreList } from '@giftshop/seed';
import { createTestApp, NL, UK, type TestApp } from './testing/test-app';

const TESTIMONIALS = /* GraphQL */ `
  query Testimonials($u: UserDataInput!) {
    testimonials(userData: $u) {
      testimonials { items { id author rating quote publishedAt } count averageRating }
      errors { code referencedRequestParameter }
    }
  }`;

type Item = { id: string; author: string; rating: number; quote: string; publishedAt: string };

describe('testimonials', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const ask = async (u: object) => (await app.graphql(TESTIMONIALS, { u })).data?.testimonials;

  it("answers the UK store's testimonials in English, newest first, with their count and average rating", async () => {
    const { testimonials, errors } = await ask(UK);
    expect(errors).toEqual([]);
    const items: Item[] = testimonials.items;
    expect(items).toHaveLength(gcukContent.testimonials.length);
    expect(testimonials.count).toBe(gcukContent.testimonials.length);
    const dates = items.map((t) => t.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const mean = items.reduce((sum, t) => sum + t.rating, 0) / items.length;
    expect(testimonials.averageRating).toBeCloseTo(Math.round(mean * 10) / 10, 5);
    expect(items.map((t) => t.quote)).toEqual(expect.arrayContaining(gcukContent.testimonials.map((t) => t.quote)));
  });

  it('answers the Dutch store in Dutch, never another store’s', async () => {
    const { testimonials } = await ask(NL);
    const quotes = testimonials.items.map((t: Item) => t.quote);
    expect(quotes.sort()).toEqual(cbContent.testimonials.map((t) => t.quote).sort());
    expect(quotes).not.toEqual(expect.arrayContaining([gcukContent.testimonials[0].quote]));
  });

  it('answers a store without testimonials with an empty list, count 0 and average 0', async () => {
    const store = seedStoreList.find((s) => s.buildKey === 'GCSDE');
    if (!store) throw new Error('GCSDE is not seeded');
    const u = { storeID: store.id, language: store.languages[0].code, countryCode: store.countryCode };
    // The German store's own customers' words, until an operator removes them.
    expect((await ask(u)).testimonials.count).toBeGreaterThan(0);
    await app.database.db.delete(testimonialRows).where(eq(testimonialRows.storeId, store.id));
    const { testimonials, errors } = await ask(u);
    expect(errors).toEqual([]);
    expect(testimonials).toEqual({ items: [], count: 0, averageRating: 0 });
  });

  it('answers an unknown store with the usual error payload', async () => {
    const payload = await ask({ ...UK, storeID: 9999 });
    expect(payload.testimonials).toBeNull();
    expect(payload.errors.length).toBeGreaterThan(0);
  });
});
