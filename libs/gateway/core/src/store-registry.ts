import { asc } from 'drizzle-orm';
import { type Database, storeLanguages, stores } from '@giftshop/gateway-db';

export interface StoreLanguage {
  languageCode: string;
  locale: string;
  isDefault: boolean;
  searchConfig: string;
}

export interface StoreInfo {
  id: number;
  buildKey: string;
  brandFamily: string;
  name: string;
  countryCode: string;
  currency: string;
  origin: string;
  timeZone: string;
  productPath: string;
  hasCatalogue: boolean;
  languages: StoreLanguage[];
}

/** All stores with their languages, held in memory: store resolution happens on every request. */
export class StoreRegistry {
  private constructor(private readonly byId: Map<number, StoreInfo>) {}

  static async load(db: Database): Promise<StoreRegistry> {
    const [storeRows, languageRows] = await Promise.all([
      db.select().from(stores).orderBy(asc(stores.id)),
      db.select().from(storeLanguages).orderBy(asc(storeLanguages.storeId), asc(storeLanguages.languageCode)),
    ]);
    const byId = new Map<number, StoreInfo>();
    for (const row of storeRows) {
      const languages = languageRows
        .filter((l) => l.storeId === row.id)
        .map(({ languageCode, locale, isDefault, searchConfig }) => ({ languageCode, locale, isDefault, searchConfig }));
      byId.set(row.id, { ...row, currency: row.currency.trim(), languages });
    }
    return new StoreRegistry(byId);
  }

  static fromStores(list: StoreInfo[]): StoreRegistry {
    return new StoreRegistry(new Map(list.map((store) => [store.id, store])));
  }

  get(id: number): StoreInfo | undefined {
    return this.byId.get(id);
  }

  all(): StoreInfo[] {
    return [...this.byId.values()];
  }
}
