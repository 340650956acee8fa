import { sql } from 'drizzle-orm';
import type { PinHasher } from '@giftshop/gateway-cards-data';
import { rebuildSearchIndex, selectRows, type Database } from '@giftshop/gateway-db';
import { cbContent } from '../data/cb';
import { gcukContent } from '../data/gcuk';
import { marketContent, marketTranslations } from '../data/markets';
import { seedStores, type SeedStore } from '../data/stores';
import type { SeedLanguageContent, SeedStoreContent } from '../data/types';
import { insertCatalogue } from './insert-catalogue';
import { insertCatalogueTexts } from './insert-catalogue-texts';
import { insertChoiceCards } from './insert-choice-cards';
import { insertContent, insertLanguageContent } from './insert-content';
import { insertRedeemPages } from './insert-redeem-pages';
import { insertStores } from './insert-stores';

export interface SeedSummary {
  stores: number;
  products: Record<string, number>;
}

/** Hand-written content; every other store's is generated (data/markets). */
const handWritten: Record<string, SeedStoreContent> = { GCUK: gcukContent, CB: cbContent };

export interface SeedOptions {
  /**
   * Build keys of the stores that get a catalogue and content; all when absent. Every store row is written either
   * way. Tests that need only a few stores seed faster with this; the gateway's own start-up seeds them all.
   */
  stores?: readonly string[];
  /** Hashes the sandbox Choice cards' PINs: the gateway's, so they verify under its PIN_PEPPER. */
  pins: PinHasher;
}

/** The seed content of a store. */
export function storeContent(store: SeedStore): SeedStoreContent {
  return handWritten[store.buildKey] ?? marketContent(store);
}

/** The content of the store's further languages, beside `content`, that of its default language. */
export function storeTranslations(store: SeedStore, content: SeedStoreContent): SeedLanguageContent[] {
  return handWritten[store.buildKey] ? [] : marketTranslations(store, content);
}

/** Stores in the order they are seeded: GCUK and CB first, so their rows keep the same ids as ever. */
const firstKeys = ['GCUK', 'CB'];
const seedOrder = [
  ...firstKeys.flatMap((key) => seedStores.filter((s) => s.buildKey === key)),
  ...seedStores.filter((s) => !firstKeys.includes(s.buildKey)),
];

/** True when no store exists yet: the gateway seeds such a database at start-up. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await selectRows<{ count: number }>(db, sql`select count(*)::int as count from stores`);
  return Number(row?.count ?? 0) === 0;
}

/** Writes the whole deterministic seed in one transaction: all of it or nothing. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const unknown = options.stores?.filter((key) => !seedStores.some((s) => s.buildKey === key)) ?? [];
  if (unknown.length) throw new Error(`seed: unknown build keys ${unknown.join(', ')}`);
  const selected = seedOrder.filter((s) => !options.stores || options.stores.includes(s.buildKey));
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await insertStores(txDb);
    const products: Record<string, number> = {};
    for (const store of selected) {
      const content = storeContent(store);
      if (store.id !== content.storeId) throw new Error(`seed: content for ${store.buildKey} does not match its store`);
      const ids = await insertCatalogue(txDb, store, content);
      await insertContent(txDb, store, content, ids);
      await insertChoiceCards(txDb, store, options.pins);
      await insertRedeemPages(txDb, store, content, ids);
      const translations = storeTranslations(store, content);
      for (const translation of translations) {
        await insertLanguageContent(txDb, store, translation, ids);
        const { catalogue } = translation;
        if (catalogue) await insertCatalogueTexts(txDb, store, content, translation.language, catalogue, ids);
        await insertRedeemPages(txDb, store, translation, ids);
      }
      for (const { language: code } of [content, ...translations]) {
        const language = store.languages.find((l) => l.code === code);
        await rebuildSearchIndex(txDb, store.id, code, language?.searchConfig ?? 'simple');
      }
      products[store.buildKey] = ids.productIds.size;
    }
    return { stores: seedStores.length, products };
  });
}
