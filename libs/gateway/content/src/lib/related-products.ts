import type { StoreScope } from '@giftshop/gateway-core';
import { catalogueRepository, hydrateProducts, type ProductRow, type Vocabulary } from '@giftshop/gateway-catalogue-data';
import type { Database } from '@giftshop/gateway-db';

/** Gift cards shown under a blog post. */
export const RELATED_PRODUCTS = 4;

/** A tag as a term slug: "mothers day" → mothers-day, "Thank you" → thank-you. */
export const tagSlug = (tag: string) =>
  tag
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The gift cards a post points to: the most popular cards of the occasions its tags name, then of the categories its
 * tags name, then the store's most popular cards, so a post without matching tags still offers a row.
 */
export async function relatedProducts(db: Database, scope: StoreScope, tags: string[], limit = RELATED_PRODUCTS) {
  const slugs = [...new Set(tags.map(tagSlug).filter(Boolean))];
  const found: ProductRow[] = [];
  const add = (rows: ProductRow[]) => {
    for (const row of rows) if (found.length < limit && !found.some((p) => p.id === row.id)) found.push(row);
  };
  const vocabularies: (Vocabulary | null)[] = slugs.length ? ['OCCASION', 'CATEGORY', null] : [null];
  for (const vocabulary of vocabularies) {
    if (found.length >= limit) break;
    const taxonomy = vocabulary ? [{ vocabulary, slugs }] : [];
    // Enough rows to fill the row even when the earlier steps found some of the same cards.
    const { rows } = await catalogueRepository.findProducts(db, { storeId: scope.store.id, taxonomy, limit: limit * 2, offset: 0 });
    add(rows);
  }
  return hydrateProducts(db, scope, found);
}
