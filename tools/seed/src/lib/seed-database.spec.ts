import { sql } from 'drizzle-orm';
import { createPinHasher, DEV_PIN_PEPPER } from '@giftshop/gateway-cards-data';
import { migrate, openPglite, selectRows, type DatabaseHandle } from '@giftshop/gateway-db';
import { seedStores } from '../data/stores';
import { seedDatabase, storeContent } from './seed';

const pins = createPinHasher({ current: DEV_PIN_PEPPER });
const store = (key: string) => seedStores.find((s) => s.buildKey === key) as (typeof seedStores)[number];

describe('seedDatabase with a few stores', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite();
    await migrate(handle);
  }, 60_000);
  afterAll(() => handle.close());

  it('writes every store row, and the catalogues, prices, content and search index of the stores asked for', async () => {
    const summary = await seedDatabase(handle.db, { stores: ['CBPL', 'CK', 'CBBE'], pins });
    expect(summary.stores).toBe(33);
    expect(summary.products).toEqual(Object.fromEntries(['CBPL', 'CK', 'CBBE'].map((key) => [key, storeContent(store(key)).products.length])));
    const [counts] = await selectRows<{ stores: number; methods: number; prefixes: number }>(handle.db, sql`select
      (select count(*)::int from stores) as stores,
      (select count(distinct store_id)::int from store_payment_methods) as methods,
      (select count(distinct store_id)::int from card_prefixes) as prefixes`);
    expect(counts).toEqual({ stores: 33, methods: 33, prefixes: 33 });

    const prices = await selectRows<{ currency: string; fixed_values: number[]; min_price: number | null }>(handle.db, sql`
      select v.currency, v.fixed_values, v.min_price from variations v join products p on p.id = v.product_id where p.store_id = ${store('CBPL').id}`);
    expect(new Set(prices.map((p) => p.currency))).toEqual(new Set(['PLN']));
    expect(prices.flatMap((p) => p.fixed_values).every((v) => v >= 5000 && v <= 200000)).toBe(true);

    const rows = await selectRows<{ language_code: string; pages: number; menus: number; docs: number; hours: number }>(handle.db, sql`
      select s.language_code,
        (select count(*)::int from pages where store_id = s.store_id and language_code = s.language_code) as pages,
        (select count(*)::int from menus where store_id = s.store_id and language_code = s.language_code) as menus,
        (select count(*)::int from search_documents where store_id = s.store_id and language_code = s.language_code) as docs,
        (select count(*)::int from locations where store_id = s.store_id and jsonb_array_length(opening_hours) > 0) as hours
      from store_languages s where s.store_id in (${store('CBPL').id}, ${store('CK').id}) and s.is_default order by s.store_id`);
    expect(rows.map((r) => r.language_code)).toEqual(['pl', 'nl']);
    for (const r of rows) {
      expect(r.pages).toBeGreaterThanOrEqual(10);
      expect(r.menus).toBe(2);
      expect(r.docs).toBeGreaterThan(30);
      expect(r.hours).toBeGreaterThan(0);
    }

    // A bilingual store has the content and search index of its second language too.
    const [second] = await selectRows<{ pages: number; menus: number; redeem: number; docs: number }>(handle.db, sql`select
      (select count(*)::int from pages where store_id = ${store('CBBE').id} and language_code = 'fr') as pages,
      (select count(*)::int from menus where store_id = ${store('CBBE').id} and language_code = 'fr') as menus,
      (select count(*)::int from redeem_pages where store_id = ${store('CBBE').id} and language_code = 'fr') as redeem,
      (select count(*)::int from search_documents where store_id = ${store('CBBE').id} and language_code = 'fr') as docs`);
    expect(second?.pages).toBeGreaterThanOrEqual(10);
    expect(second?.menus).toBe(2);
    expect(second?.redeem).toBe(2);
    expect(second?.docs).toBeGreaterThan(30);
  }, 120_000);

  it('refuses build keys it does not know', async () => {
    await expect(seedDatabase(handle.db, { stores: ['XX'], pins })).rejects.toThrow(/unknown build keys XX/);
  });
});
