import type { StoreScope } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import { findCardBrandTexts, findProductTexts } from './catalogue.repository';

type BrandTextFields = { id: number; name: string; externalLinkTitle: string | null };

type ProductTextFields = {
  id: number;
  title: string;
  description: string;
  keywords?: string[];
  redeemTitle?: string | null;
  redeemDescription?: string | null;
  brand?: BrandTextFields | null;
};

/**
 * The rows with their texts, and their card brands' (card_brand_texts), in the scope's language where the store has
 * them (product_texts); rows of the store's first language, and rows without texts of the language, stay as they
 * are. For rows read without the language (a basket's lines, search hits, top lists).
 */
export async function localizeProducts<T extends ProductTextFields>(
  db: Database,
  scope: StoreScope,
  rows: T[],
): Promise<T[]> {
  if (scope.language.isDefault || rows.length === 0) return rows;
  const language = scope.language.languageCode;
  const brandIds = [...new Set(rows.flatMap((r) => (r.brand ? [r.brand.id] : [])))];
  const [productTexts, brandTexts] = await Promise.all([
    findProductTexts(
      db,
      rows.map((r) => r.id),
      language,
    ),
    findCardBrandTexts(db, brandIds, language),
  ]);
  const texts = new Map(productTexts.map((t) => [t.productId, t]));
  const brands = new Map(brandTexts.map((t) => [t.cardBrandId, t]));
  return rows.map((row) => {
    const text = texts.get(row.id);
    const brandText = row.brand ? brands.get(row.brand.id) : undefined;
    if (!text && !brandText) return row;
    return {
      ...row,
      ...(text && {
        title: text.title,
        description: text.description,
        ...('keywords' in row ? { keywords: text.keywords } : {}),
        ...('redeemTitle' in row ? { redeemTitle: text.redeemTitle ?? row.redeemTitle } : {}),
        ...('redeemDescription' in row ? { redeemDescription: text.redeemDescription ?? row.redeemDescription } : {}),
      }),
      ...(row.brand &&
        brandText && {
          brand: {
            ...row.brand,
            name: brandText.name,
            externalLinkTitle: brandText.externalLinkTitle ?? row.brand.externalLinkTitle,
          },
        }),
    };
  });
}
