import { cardPrefixes, storeLanguages, storePaymentMethods, stores, type Database } from '@giftshop/gateway-db';
import { seedStores } from '../data/stores';
import { seedCardPrefixes, seedPaymentMethods } from '../data/store-settings';

export async function insertStores(db: Database): Promise<void> {
  await db.insert(stores).values(seedStores.map(({ languages: _languages, ...store }) => store));
  await db.insert(storeLanguages).values(
    seedStores.flatMap((store) =>
      store.languages.map((language, index) => ({
        storeId: store.id,
        languageCode: language.code,
        locale: language.locale,
        isDefault: index === 0,
        searchConfig: language.searchConfig,
      })),
    ),
  );
  for (const store of seedStores) {
    const methods = seedPaymentMethods[store.buildKey] ?? [];
    if (methods.length) {
      await db.insert(storePaymentMethods).values(
        methods.map((m, position) => ({ storeId: store.id, method: m.method, title: m.title, position, businessOnly: m.businessOnly ?? false })),
      );
    }
    const prefixes = seedCardPrefixes[store.buildKey] ?? [];
    if (prefixes.length) {
      await db.insert(cardPrefixes).values(
        prefixes.map((p) => ({ storeId: store.id, prefix: p.prefix, isChoice: p.isChoice ?? false, activatable: p.activatable ?? false, isTest: p.isTest ?? false })),
      );
    }
  }
}
