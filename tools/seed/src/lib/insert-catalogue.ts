import { cardBrands, extras, products, productTerms, terms, variations, type Database } from '@giftshop/gateway-db';
import { marketTexts, storeLocale } from '../data/markets/texts';
import type { SeedStoreContent } from '../data/types';
import type { SeedStore } from '../data/stores';
import { bulkInsert } from './bulk-insert';
import { chunks } from './chunks';

export interface CatalogueIds {
  brandIds: Map<string, number>;
  productIds: Map<string, number>;
}

/** Added to a card's name per delivery type: Dutch, or the market texts' words in the store's `locale`. */
export const variationTitles = (language: string, locale = language) =>
  language === 'nl' ? { DIGITAL: 'Per e-mail', PHYSICAL: 'Per post' } : marketTexts(locale).catalogue.variationTitles;

export async function insertCatalogue(db: Database, store: SeedStore, content: SeedStoreContent): Promise<CatalogueIds> {
  const storeId = store.id;
  const brandRows = await bulkInsert<typeof cardBrands, { id: number; slug: string; color: string }>(
    db,
    cardBrands,
    content.brands.map((b) => ({
        storeId,
        slug: b.slug,
        name: b.name,
        color: b.color,
        iframeUrl: b.iframeUrl ?? null,
        redirectUrl: b.redirectLink?.url ?? null,
        redirectSeconds: b.redirectLink?.redirectSeconds ?? null,
        externalLinkTitle: b.externalLink?.title ?? null,
      externalLinkUrl: b.externalLink?.url ?? null,
    })),
    ['id', 'slug', 'color'],
  );
  const brandIds = new Map(brandRows.map((b) => [b.slug, b.id]));
  const brandColors = new Map(brandRows.map((b) => [b.slug, b.color]));

  const termRows = await db
    .insert(terms)
    .values([
      ...content.categories.map((c, position) => ({
        storeId, vocabulary: 'CATEGORY' as const, slug: c.slug, title: c.title, description: c.description, icon: c.icon, position,
      })),
      ...content.occasions.map((o, position) => ({
        storeId, vocabulary: 'OCCASION' as const, slug: o.slug, title: o.title, heroTitle: o.heroTitle, description: o.description,
        backgroundColor: o.backgroundColor, position,
      })),
    ])
    .returning({ id: terms.id, slug: terms.slug, vocabulary: terms.vocabulary });
  const termId = (vocabulary: 'CATEGORY' | 'OCCASION', slug: string) => {
    const row = termRows.find((t) => t.vocabulary === vocabulary && t.slug === slug);
    if (!row) throw new Error(`seed: unknown ${vocabulary.toLowerCase()} '${slug}'`);
    return row.id;
  };

  const productIds = new Map<string, number>();
  for (const batch of chunks(content.products, 1000)) {
    const rows = await bulkInsert<typeof products, { id: number; slug: string }>(
      db,
      products,
      batch.map((p) => {
        const brandId = brandIds.get(p.brandSlug);
        if (!brandId) throw new Error(`seed: product '${p.slug}' has unknown brand '${p.brandSlug}'`);
        return {
          storeId, brandId, slug: p.slug, title: p.title, description: p.description, productType: p.productType,
          backgroundColor: brandColors.get(p.brandSlug) ?? '#333333', showHand: p.showHand, showShadow: p.showShadow,
          popularity: p.popularity, thirdPartyPlatform: p.thirdPartyPlatform, containsWine: p.containsWine, isChoice: p.isChoice,
          stock: p.stock, keywords: p.keywords,
          redeemTitle: p.redeem ? p.title : null,
          redeemDescription: p.redeem ? p.description : null,
          redeemMinCustom: p.redeem?.minCustom ?? null,
          redeemMaxCustom: p.redeem?.maxCustom ?? null,
          redeemMinRemainingBalance: p.redeem?.minRemainingBalance ?? null,
        };
      }),
      ['id', 'slug'],
    );
    for (const row of rows) productIds.set(row.slug, row.id);
  }

  const titles = variationTitles(content.language, storeLocale(store, content.language));
  const variationRows = content.products.flatMap((p) =>
    p.variations.map((v) => ({
      productId: productIds.get(p.slug) as number,
      sku: `${store.buildKey}-${p.slug}-${v.type === 'DIGITAL' ? 'D' : 'P'}`.toUpperCase(),
      title: `${p.title} – ${titles[v.type]}`,
      variationType: v.type,
      currency: store.currency,
      fixedValues: [...v.fixedValues].sort((a, b) => a - b),
      minPrice: v.customRange?.min ?? null,
      maxPrice: v.customRange?.max ?? null,
    })),
  );
  for (const batch of chunks(variationRows, 2000)) await bulkInsert(db, variations, batch);

  // A term's top list ranks its products by popularity.
  const byTerm = new Map<number, { productId: number; popularity: number }[]>();
  for (const p of content.products) {
    const ids = [...p.categories.map((c) => termId('CATEGORY', c)), ...p.occasions.map((o) => termId('OCCASION', o))];
    for (const id of new Set(ids)) {
      const list = byTerm.get(id) ?? [];
      list.push({ productId: productIds.get(p.slug) as number, popularity: p.popularity });
      byTerm.set(id, list);
    }
  }
  const links = [...byTerm.entries()].flatMap(([id, list]) =>
    list
      .sort((a, b) => b.popularity - a.popularity || a.productId - b.productId)
      .map((item, index) => ({ termId: id, productId: item.productId, topRank: index + 1 })),
  );
  for (const batch of chunks(links, 5000)) await bulkInsert(db, productTerms, batch);

  await db.insert(extras).values(
    content.extras.map((e, position) => ({
      storeId, kind: e.kind, sku: `${store.buildKey}-${e.sku}`.toUpperCase(), title: e.title, description: e.description,
      price: e.price, currency: store.currency, color: e.color, position,
    })),
  );
  return { brandIds, productIds };
}
