import { eq } from 'drizzle-orm';
import {
  cardBrandTexts,
  extraTexts,
  extras,
  productTexts,
  products,
  termTexts,
  terms,
  variationTexts,
  variations,
  type Database,
} from '@giftshop/gateway-db';
import type { SeedStore } from '../data/stores';
import type { SeedCatalogueTexts, SeedStoreContent } from '../data/types';
import { bulkInsert } from './bulk-insert';
import { chunks } from './chunks';
import { variationTitles, type CatalogueIds } from './insert-catalogue';

const missing = (what: string, key: string, store: SeedStore, language: string) =>
  new Error(`seed: ${store.buildKey} has no ${what} '${key}' for its ${language} texts`);

/**
 * The catalogue's texts in a further language of the store (product_texts, variation_texts, term_texts,
 * extra_texts, card_brand_texts), beside `content`, the store's catalogue in its first language.
 */
export async function insertCatalogueTexts(
  db: Database,
  store: SeedStore,
  content: SeedStoreContent,
  language: string,
  texts: SeedCatalogueTexts,
  ids: CatalogueIds,
): Promise<void> {
  const redeemable = new Set(content.products.filter((p) => p.redeem).map((p) => p.slug));
  const productRows = texts.products.map((p) => {
    const productId = ids.productIds.get(p.slug);
    if (!productId) throw missing('product', p.slug, store, language);
    const redeem = redeemable.has(p.slug);
    return {
      productId,
      languageCode: language,
      title: p.title,
      description: p.description,
      keywords: p.keywords,
      redeemTitle: redeem ? p.title : null,
      redeemDescription: redeem ? p.description : null,
    };
  });
  for (const batch of chunks(productRows, 1000)) await bulkInsert(db, productTexts, batch);

  const titleOf = new Map(productRows.map((p) => [p.productId, p.title]));
  const words = variationTitles(language);
  const storeVariations = await db
    .select({ id: variations.id, productId: variations.productId, variationType: variations.variationType })
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .where(eq(products.storeId, store.id));
  const variationRows = storeVariations.flatMap((v) => {
    const title = titleOf.get(v.productId);
    return title === undefined
      ? []
      : [{ variationId: v.id, languageCode: language, title: `${title} – ${words[v.variationType]}` }];
  });
  for (const batch of chunks(variationRows, 2000)) await bulkInsert(db, variationTexts, batch);

  const storeTerms = await db
    .select({ id: terms.id, vocabulary: terms.vocabulary, slug: terms.slug })
    .from(terms)
    .where(eq(terms.storeId, store.id));
  const termId = (vocabulary: 'CATEGORY' | 'OCCASION', slug: string) => {
    const row = storeTerms.find((t) => t.vocabulary === vocabulary && t.slug === slug);
    if (!row) throw missing(vocabulary.toLowerCase(), slug, store, language);
    return row.id;
  };
  await bulkInsert(db, termTexts, [
    ...texts.categories.map((c) => ({
      termId: termId('CATEGORY', c.slug),
      languageCode: language,
      title: c.title,
      heroTitle: null,
      description: c.description,
    })),
    ...texts.occasions.map((o) => ({
      termId: termId('OCCASION', o.slug),
      languageCode: language,
      title: o.title,
      heroTitle: o.heroTitle,
      description: o.description,
    })),
  ]);

  const storeExtras = await db
    .select({ id: extras.id, sku: extras.sku })
    .from(extras)
    .where(eq(extras.storeId, store.id));
  await bulkInsert(
    db,
    extraTexts,
    texts.extras.map((e) => {
      const sku = `${store.buildKey}-${e.sku}`.toUpperCase();
      const extra = storeExtras.find((x) => x.sku === sku);
      if (!extra) throw missing('extra', e.sku, store, language);
      return { extraId: extra.id, languageCode: language, title: e.title, description: e.description };
    }),
  );

  await bulkInsert(
    db,
    cardBrandTexts,
    texts.brands.map((b) => {
      const cardBrandId = ids.brandIds.get(b.slug);
      if (!cardBrandId) throw missing('brand', b.slug, store, language);
      return { cardBrandId, languageCode: language, name: b.name, externalLinkTitle: b.externalLinkTitle };
    }),
  );
}
