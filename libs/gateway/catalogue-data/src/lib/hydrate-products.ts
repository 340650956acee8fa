import type { StoreScope } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import { findProductCategories, findVariations, type ProductRow } from './catalogue.repository';
import type { LoadedProduct } from './loaded-products.repository';
import { localizeProducts } from './localize-products';
import { toProduct, type ProductDto } from './product-mapper';

/**
 * Loads variations and categories for product rows and maps them, keeping the rows' order; every text in the scope's
 * language (localize-products.ts).
 */
export async function hydrateProducts(db: Database, scope: StoreScope, baseRows: ProductRow[]): Promise<ProductDto[]> {
  const ids = baseRows.map((r) => r.id);
  const language = scope.language.languageCode;
  const [rows, variations, categories] = await Promise.all([
    localizeProducts(db, scope, baseRows),
    findVariations(db, ids, language),
    findProductCategories(db, ids, language),
  ]);
  return rows.map((row) =>
    toProduct(
      scope,
      row,
      variations.filter((v) => v.productId === row.id),
      categories.filter((c) => c.productId === row.id).map((c) => c.term),
    ),
  );
}

/** Maps products loaded with their variations and categories (loaded-products.repository.ts). */
export function toProducts(scope: StoreScope, loaded: LoadedProduct[]): ProductDto[] {
  return loaded.map((p) => toProduct(scope, p.row, p.variations, p.categories, p.load));
}
