import type { StoreScope } from '@giftshop/gateway-core';
import type { Database } from '@giftshop/gateway-db';
import { findProductCategories, findVariations, type ProductRow } from './catalogue.repository';
import type { LoadedProduct } from './loaded-products.repository';
import { toProduct, type ProductDto } from './product-mapper';

/** Loads variations and categories for product rows in two queries and maps them, keeping the rows' order. */
export async function hydrateProducts(db: Database, scope: StoreScope, rows: ProductRow[]): Promise<ProductDto[]> {
  const ids = rows.map((r) => r.id);
  const [variations, categories] = await Promise.all([findVariations(db, ids), findProductCategories(db, ids)]);
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
