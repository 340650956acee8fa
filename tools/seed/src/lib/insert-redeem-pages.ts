import { redeemPages, type Database } from '@giftshop/gateway-db';
import type { SeedLanguageContent } from '../data/types';
import type { SeedStore } from '../data/stores';
import type { CatalogueIds } from './insert-catalogue';

export async function insertRedeemPages(db: Database, store: SeedStore, content: SeedLanguageContent, ids: CatalogueIds): Promise<void> {
  if (content.redeemPages.length === 0) return;
  await db.insert(redeemPages).values(
    content.redeemPages.map((page) => ({
      storeId: store.id,
      languageCode: content.language,
      pageId: page.pageId,
      title: page.title,
      intro: page.intro,
      body: page.body,
      business: page.business,
      productIds: page.productSlugs.map((slug) => {
        const id = ids.productIds.get(slug);
        if (!id) throw new Error(`seed: redeem page '${page.pageId}' has unknown product '${slug}'`);
        return id;
      }),
    })),
  );
}
