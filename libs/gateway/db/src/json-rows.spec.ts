import { eq, sql } from 'drizzle-orm';
import { giftCards, orders, stores } from './schema';
import { openMigratedPglite } from './testing';
import { rowFromJson } from './json-rows';
import { selectRows } from './rows';
import type { DatabaseHandle } from './database';

describe('rowFromJson', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openMigratedPglite();
    await handle.db.insert(stores).values({
      id: 48,
      buildKey: 'GCUK',
      brandFamily: 'GCUK',
      name: 'UK',
      countryCode: 'GB',
      currency: 'GBP',
      origin: 'https://uk.example',
      timeZone: 'Europe/London',
      productPath: 'gift-cards',
    });
  }, 60_000);
  afterAll(() => handle.close());

  it('answers what a drizzle select answers for the same row', async () => {
    const [order] = await handle.db
      .insert(orders)
      .values({ storeId: 48, languageCode: 'en', currency: 'GBP', subTotal: 2500, placedAt: new Date('2026-11-23T14:30:00.123Z') })
      .returning();
    await handle.db.insert(giftCards).values({ storeId: 48, number: '6301480000000000002', pinHash: 'x', currency: 'GBP', expiresAt: new Date('2030-01-01') });
    const [json] = await selectRows<{ o: Record<string, unknown>; g: Record<string, unknown> }>(
      handle.db,
      sql`select to_jsonb(o) as o, (select to_jsonb(g) from gift_cards g limit 1) as g from orders o where o.id = ${order.id}`,
    );
    expect(rowFromJson(orders, json.o)).toEqual(order);
    const [card] = await handle.db.select().from(giftCards).where(eq(giftCards.number, '6301480000000000002'));
    expect(rowFromJson(giftCards, json.g)).toEqual(card);
    expect(rowFromJson(orders, json.o)?.placedAt).toBeInstanceOf(Date);
  });

  it('keeps a missing row null', () => {
    expect(rowFromJson(orders, null)).toBeNull();
  });
});
