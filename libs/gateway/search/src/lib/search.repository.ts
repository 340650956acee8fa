import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  blocks, localizedTerm, popularSearchTerms, termTexts, termTextsIn, terms, type Database,
} from '@giftshop/gateway-db';

export { searchDocuments, TYPO_SIMILARITY, type SearchHit } from '@giftshop/gateway-db';

export async function findPopularTerms(db: Database, storeId: number, languageCode: string) {
  return db
    .select({ title: popularSearchTerms.title, url: popularSearchTerms.url })
    .from(popularSearchTerms)
    .where(and(eq(popularSearchTerms.storeId, storeId), eq(popularSearchTerms.languageCode, languageCode)))
    .orderBy(asc(popularSearchTerms.position));
}

export async function findHighlightedBlocks(db: Database, storeId: number, languageCode: string) {
  return db
    .select()
    .from(blocks)
    .where(and(eq(blocks.storeId, storeId), eq(blocks.languageCode, languageCode), eq(blocks.queueId, 'search-highlight')))
    .orderBy(asc(blocks.position));
}

export async function findOccasionsByIds(db: Database, storeId: number, ids: number[], language: string) {
  if (ids.length === 0) return [];
  return db
    .select(localizedTerm)
    .from(terms)
    .leftJoin(termTexts, termTextsIn(language))
    .where(and(eq(terms.storeId, storeId), eq(terms.vocabulary, 'OCCASION'), inArray(terms.id, ids)));
}
