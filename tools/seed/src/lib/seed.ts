import { sql } from 'drizzle-orm';
import { rebuildSearchIndex, selectRows, type Database } from '@giftshop/gateway-db';
import { cbContent } from '../data/cb';
import { gcukContent } from '../data/gcuk';
import { seedStores } from '../data/stores';
import type { SeedStoreContent } from '../data/types';
import { insertCatalogue } from './insert-catalogue';
import { insertChoiceCards } from './insert-choice-cards';
import { insertContent } from './insert-content';
import { insertRedeemPages } from './insert-redeem-pages';
import { insertStores } from './insert-stores';

export interface SeedSummary {
  stores: number;
  products: Record<string, number>;
}

const contents: Record<string, SeedStoreContent> = { GCUK: gcukContent, CB: cbContent };

/** True when no store exists yet: the gateway seeds such a database at start-up. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await selectRows<{ count: number }>(db, sql`select count(*)::int as count from stores`);
  return Number(row?.count ?? 0) === 0;
}

/** Writes the whole deterministic seed in one transaction: all of it or nothing. */
export async function seedDatabase(db: Database): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await insertStores(txDb);
    const products: Record<string, number> = {};
    for (const [buildKey, content] of Object.entries(contents)) {
      const store = seedStores.find((s) => s.buildKey === buildKey);
      if (!store || store.id !== content.storeId) throw new Error(`seed: content for ${buildKey} does not match its store`);
      const ids = await insertCatalogue(txDb, store, content);
      await insertContent(txDb, store, content, ids);
      await insertChoiceCards(txDb, store);
      await insertRedeemPages(txDb, store, content, ids);
      const language = store.languages.find((l) => l.code === content.language);
      await rebuildSearchIndex(txDb, store.id, content.language, language?.searchConfig ?? 'simple');
      products[buildKey] = ids.productIds.size;
    }
    return { stores: seedStores.length, products };
  });
}
