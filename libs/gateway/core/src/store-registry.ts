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
  /** Where the storefront is served: the database's origin, or the one configuration sets (STORE_ORIGINS). */
  origin: string;
  /** The store's own mail domain, the database origin's host without www; configured origins do not move it. */
  mailDomain: string;
  timeZone: string;
  productPath: string;
  hasCatalogue: boolean;
  /** Offered in the store switcher of families that have no store in its country. */
  switcherFallback: boolean;
  languages: StoreLanguage[];
}

/** Origins that replace the database's, by build key (local runs serve stores on 127.0.0.1 ports). */
export type StoreOrigins = Readonly<Record<string, string>>;

/** Configured origins name build keys that no store has. */
export class UnknownBuildKeyError extends Error {
  constructor(
    readonly buildKeys: string[],
    readonly known: string[],
  ) {
    super(`no store has the build key ${buildKeys.join(', ')}`);
  }
}

const mailDomainOf = (origin: string) => new URL(origin).hostname.replace(/^www\./, '');

/**
 * All stores with their languages, held in memory: store resolution happens on every request. Every answer and
 * e-mail that names a store's origin reads it here, so `origins` given to `load` apply everywhere.
 */
export class StoreRegistry {
  private constructor(private readonly byId: Map<number, StoreInfo>) {}

  static async load(db: Database, origins: StoreOrigins = {}): Promise<StoreRegistry> {
    const [storeRows, languageRows] = await Promise.all([
      db.select().from(stores).orderBy(asc(stores.id)),
      db.select().from(storeLanguages).orderBy(asc(storeLanguages.storeId), asc(storeLanguages.languageCode)),
    ]);
    const byId = new Map<number, StoreInfo>();
    for (const row of storeRows) {
      const languages = languageRows
        .filter((l) => l.storeId === row.id)
        .map(({ languageCode, locale, isDefault, searchConfig }) => ({ languageCode, locale, isDefault, searchConfig }));
      const origin = origins[row.buildKey] ?? row.origin;
      const mailDomain = mailDomainOf(row.origin);
      byId.set(row.id, { ...row, currency: row.currency.trim(), origin, mailDomain, languages });
    }
    const known = storeRows.map((row) => row.buildKey);
    const unknown = Object.keys(origins).filter((buildKey) => !known.includes(buildKey));
    if (unknown.length) throw new UnknownBuildKeyError(unknown, known);
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

  /**
   * The stores a store points its visitors to (store switcher, home page hreflang): its brand family's stores, and
   * for every country the family does not serve, the store marked `switcherFallback` there.
   */
  siblings(store: StoreInfo): StoreInfo[] {
    const all = this.all();
    const own = all.filter((s) => s.brandFamily === store.brandFamily);
    const served = new Set(own.map((s) => s.countryCode));
    return [...own, ...all.filter((s) => s.switcherFallback && !served.has(s.countryCode))];
  }
}
