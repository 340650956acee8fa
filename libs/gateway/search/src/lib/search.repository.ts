import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { blocks, popularSearchTerms, selectRows, terms, type Database } from '@giftshop/gateway-db';

export interface SearchHit {
  groupType: 'PRODUCT' | 'GIVING_MOMENT';
  entityId: number;
}

/** How close a word must be to a title word to count as a misspelling of it (pg_trgm word_similarity). */
export const TYPO_SIMILARITY = 0.5;

/**
 * Hits for the words, best first: full-text matches on word prefixes rank above typo matches, then by rank and
 * popularity. Every word but stop words must match (by prefix or by trigram similarity to a title word).
 */
export async function searchDocuments(db: Database, storeId: number, languageCode: string, searchConfig: string, words: string[], limit: number): Promise<SearchHit[]> {
  const prefixQuery = words.map((w) => `${w}:*`).join(' & ');
  // Stop words ('and', 'the', 'de') carry no meaning of their own: a word the text search drops need not be close
  // to a title word, but at least one word must carry meaning.
  const isStopWord = (w: string) => sql`numnode(plainto_tsquery(${searchConfig}::regconfig, ${w})) = 0`;
  const everyWordClose = sql.join(
    [
      sql`numnode(plainto_tsquery(${searchConfig}::regconfig, ${words.join(' ')})) > 0`,
      ...words.map((w) => sql`(${isStopWord(w)} or word_similarity(${w}, sd.title) >= ${TYPO_SIMILARITY})`),
    ],
    sql` and `,
  );
  const rows = await selectRows<{ group_type: 'PRODUCT' | 'GIVING_MOMENT'; entity_id: number }>(db, sql`
    select sd.group_type, sd.entity_id
    from search_documents sd, to_tsquery(${searchConfig}::regconfig, ${prefixQuery}) q
    where sd.store_id = ${storeId} and sd.language_code = ${languageCode}
      and (sd.document @@ q or (${everyWordClose}))
    order by (sd.document @@ q) desc, ts_rank(sd.document, q) desc,
      word_similarity(${words.join(' ')}, sd.title) desc, sd.popularity desc, sd.entity_id
    limit ${limit}`);
  return rows.map((r) => ({ groupType: r.group_type, entityId: Number(r.entity_id) }));
}

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

export async function findOccasionsByIds(db: Database, storeId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(terms)
    .where(and(eq(terms.storeId, storeId), eq(terms.vocabulary, 'OCCASION'), inArray(terms.id, ids)));
}
