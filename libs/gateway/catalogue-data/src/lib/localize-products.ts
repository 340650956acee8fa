import type { StoreScope } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import { findProductTexts } from './catalogue.repository';

type ProductTextFields = {
  id: number;
  title: string;
  description: string;
  keywords?: string[];
  redeemTitle?: string | null;
  redeemDescription?: string | null;
};

/**
 * The rows with their texts in the scope's language where the store has them (product_texts); rows of the store's
 * first language, and rows without texts of the language, stay as they are. For rows read without the language
 * (a basket's lines, search hits, top lists).
 */
export async function localizeProducts<T extends ProductTextFields>(
  db: Database,
  scope: StoreScope,
  rows: T[],
): Promise<T[]> {
  if (scope.language.isDefault || rows.length === 0) return rows;
  const texts = new Map(
    (
      await findProductTexts(
        db,
        rows.map((r) => r.id),
        scope.language.languageCode,
      )
    ).map((t) => [t.productId, t]),
  );
  return rows.map((row) => {
    const text = texts.get(row.id);
    if (!text) return row;
    return {
      ...row,
      title: text.title,
      description: text.description,
      ...('keywords' in row ? { keywords: text.keywords } : {}),
      ...('redeemTitle' in row ? { redeemTitle: text.redeemTitle ?? row.redeemTitle } : {}),
      ...('redeemDescription' in row ? { redeemDescription: text.redeemDescription ?? row.redeemDescription } : {}),
    };
  });
}
