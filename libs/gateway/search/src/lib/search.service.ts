import { DomainError, paths, type StoreScope } from '@giftshop/gateway-core';
import { catalogueRepository, hydrateProducts, localizeProducts, productImage } from '@giftshop/gateway-catalogue-data';
import { searchWords, type Database } from '@giftshop/gateway-db';
import * as repo from './search.repository';

export const MAX_SEARCH_TEXT = 100;
const MAX_HITS = 60;
/** Suggested products in the empty search modal. */
export const SUGGESTED_PRODUCTS = 4;

export { searchWords };

export async function search(db: Database, scope: StoreScope, inputText: string) {
  if (inputText.length > MAX_SEARCH_TEXT) {
    throw new DomainError('INVALID_INPUT', { reason: `Search text can be at most ${MAX_SEARCH_TEXT} characters.` }, 'inputText');
  }
  const words = searchWords(inputText);
  if (words.length === 0) return { body: [], total: 0 };
  const { store, language } = scope;
  const hits = await repo.searchDocuments(db, {
    storeId: store.id,
    languageCode: language.languageCode,
    searchConfig: language.searchConfig,
    words,
    limit: MAX_HITS,
  });
  const idsOf = (group: repo.SearchHit['groupType']) => hits.filter((h) => h.groupType === group).map((h) => h.entityId);

  const found = await catalogueRepository.findProductsByIds(db, store.id, idsOf('PRODUCT'));
  const productRows = await localizeProducts(db, scope, found);
  const occasions = await repo.findOccasionsByIds(db, store.id, idsOf('GIVING_MOMENT'), language.languageCode);
  const occasionById = new Map(occasions.map((o) => [o.id, o]));
  const lang = language.languageCode;

  const productItems = productRows.map((p) => ({
    __typename: 'GiftCardSearchItem' as const,
    id: p.id,
    path: paths.product(lang, p.slug),
    title: p.title,
    backgroundColor: { color: p.backgroundColor, opacity: 1 },
    image: productImage(scope, p),
    showShadow: p.showShadow,
    productType: p.productType,
  }));
  const momentItems = idsOf('GIVING_MOMENT').flatMap((id) => {
    const o = occasionById.get(id);
    return o
      ? [{
          __typename: 'GivingMomentSearchItem' as const,
          id: o.id,
          path: paths.occasion(lang, o.slug),
          heroTitle: o.heroTitle ?? o.title,
          backgroundColor: o.backgroundColor ? { color: o.backgroundColor, opacity: 1 } : null,
          image: null,
        }]
      : [];
  });
  const body = [
    { groupType: 'PRODUCT' as const, count: productItems.length, items: productItems },
    { groupType: 'GIVING_MOMENT' as const, count: momentItems.length, items: momentItems },
  ].filter((group) => group.count > 0);
  return { body, total: productItems.length + momentItems.length };
}

export async function popularSearch(db: Database, scope: StoreScope) {
  const { store, language } = scope;
  const [terms, top, highlighted] = await Promise.all([
    repo.findPopularTerms(db, store.id, language.languageCode),
    catalogueRepository.findProducts(db, { storeId: store.id, productTypes: ['GIFT_CARD'], limit: SUGGESTED_PRODUCTS, offset: 0 }),
    repo.findHighlightedBlocks(db, store.id, language.languageCode),
  ]);
  return {
    popularSearch: {
      terms,
      entities: await hydrateProducts(db, scope, top.rows),
      highlightedBlocks: highlighted.map((b) => ({
        title: b.title,
        description: b.description,
        referencedPath: b.path,
        cardImage: null,
        backgroundImage: null,
        showHand: b.showHand,
      })),
    },
  };
}
