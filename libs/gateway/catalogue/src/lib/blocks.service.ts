import { and, asc, eq } from 'drizzle-orm';
import { DomainError, type StoreScope } from '@giftshop/gateway-core';
import { blocks, type Database } from '@giftshop/gateway-db';
import { catalogueRepository as repo, hydrateProducts, type ProductDto } from '@giftshop/gateway-catalogue-data';
import { MOST_CHOSEN_COUNT, TOP_LIST_SIZE, type TaxonomyFilter } from './catalogue.service';

function productBlock(product: ProductDto) {
  return {
    id: `product-${product.id}`,
    title: product.title,
    description: product.description,
    path: product.path,
    cardImage: product.image,
    backgroundImage: null,
    backgroundColor: product.backgroundColor,
    showHand: product.showHand,
    showShadow: product.showShadow,
    product,
  };
}

async function mostChosen(db: Database, scope: StoreScope) {
  const { rows } = await repo.findProducts(db, { storeId: scope.store.id, productTypes: ['GIFT_CARD'], limit: MOST_CHOSEN_COUNT, offset: 0 });
  return (await hydrateProducts(db, scope, rows)).map(productBlock);
}

async function topProducts(db: Database, scope: StoreScope, filters: TaxonomyFilter[]) {
  const category = filters.find((f) => f.vocabularyID.toUpperCase() === 'CATEGORY');
  if (!category || category.terms.length === 0) {
    throw new DomainError('INVALID_INPUT', { reason: 'The top-products queue needs a CATEGORY taxonomy filter.' }, 'filters.filterByTaxonomy');
  }
  const terms = await repo.findTermsBySlugs(db, scope.store.id, 'CATEGORY', category.terms);
  const top = await repo.findTopLists(db, terms.map((t) => t.id), TOP_LIST_SIZE);
  const rows = await repo.findProductsByIds(db, scope.store.id, [...new Set(top.map((t) => t.productId))]);
  return (await hydrateProducts(db, scope, rows)).map(productBlock);
}

async function editorial(db: Database, scope: StoreScope, queueID: string) {
  const rows = await db
    .select()
    .from(blocks)
    .where(and(eq(blocks.storeId, scope.store.id), eq(blocks.languageCode, scope.language.languageCode), eq(blocks.queueId, queueID)))
    .orderBy(asc(blocks.position));
  const productRows = await repo.findProductsByIds(db, scope.store.id, rows.flatMap((r) => (r.productId ? [r.productId] : [])));
  const products = new Map((await hydrateProducts(db, scope, productRows)).map((p) => [p.id, p]));
  return rows.map((row) => {
    const product = row.productId ? products.get(row.productId) ?? null : null;
    return {
      id: `block-${row.id}`,
      title: row.title,
      description: row.description,
      path: row.path,
      cardImage: product?.image ?? null,
      backgroundImage: null,
      backgroundColor: { color: row.backgroundColor, opacity: 1 },
      showHand: row.showHand,
      showShadow: row.showShadow,
      product,
    };
  });
}

/** The blocks of a queue: computed queues (most-chosen, top-products) or an editorial queue from the content tables. */
export async function blocksQueue(db: Database, scope: StoreScope, queueID: string, filters: { filterByTaxonomy?: TaxonomyFilter[] | null } | null | undefined) {
  if (queueID === 'most-chosen') return { blocks: await mostChosen(db, scope) };
  if (queueID === 'top-products') return { blocks: await topProducts(db, scope, filters?.filterByTaxonomy ?? []) };
  return { blocks: await editorial(db, scope, queueID) };
}
