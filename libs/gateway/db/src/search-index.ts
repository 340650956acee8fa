import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { selectRows } from './rows';

/**
 * Rebuilds the search documents of one store language: gift cards (title A, brand and keywords B, description C)
 * and giving moments (occasions), in the language's texts where the store has them (product_texts, card_brand_texts,
 * term_texts). `searchConfig` is a PostgreSQL text search configuration such as 'english'.
 * Text is unaccented first, so 'cafe' finds 'Café'; `words` (title, brand, keywords, category names; unaccented,
 * lower case) is what a misspelled word is compared with.
 */
export async function rebuildSearchIndex(db: Database, storeId: number, languageCode: string, searchConfig: string): Promise<void> {
  const config = sql`${searchConfig}::regconfig`;
  await db.execute(sql`delete from search_documents where store_id = ${storeId} and language_code = ${languageCode}`);
  await db.execute(sql`
    insert into search_documents (store_id, language_code, group_type, entity_id, title, popularity, document, words)
    select p.store_id, ${languageCode}, 'PRODUCT', p.id, p.title, p.popularity,
      setweight(to_tsvector(${config}, unaccent(p.title)), 'A')
      || setweight(to_tsvector(${config}, unaccent(coalesce(p.brand, '') || ' ' || array_to_string(p.keywords, ' '))),
        'B')
      || setweight(to_tsvector(${config}, unaccent(p.description)), 'C'),
      lower(unaccent(concat_ws(' ', p.title, p.brand, array_to_string(p.keywords, ' '),
        (select string_agg(coalesce(tt.title, t.title), ' ' order by t.position)
          from product_terms pt join terms t on t.id = pt.term_id
          left join term_texts tt on tt.term_id = t.id and tt.language_code = ${languageCode}
          where pt.product_id = p.id and t.vocabulary = 'CATEGORY'))))
    from (
      select p.id, p.store_id, p.popularity, coalesce(bx.name, b.name) as brand, coalesce(x.title, p.title) as title,
        coalesce(x.description, p.description) as description, coalesce(x.keywords, p.keywords) as keywords
      from products p left join card_brands b on b.id = p.brand_id
        left join card_brand_texts bx on bx.card_brand_id = b.id and bx.language_code = ${languageCode}
        left join product_texts x on x.product_id = p.id and x.language_code = ${languageCode}
      where p.store_id = ${storeId} and p.active and not p.is_test
    ) p`);
  await db.execute(sql`
    insert into search_documents (store_id, language_code, group_type, entity_id, title, popularity, document, words)
    select t.store_id, ${languageCode}, 'GIVING_MOMENT', t.id, t.title, 0,
      setweight(to_tsvector(${config}, unaccent(t.title)), 'A')
      || setweight(to_tsvector(${config}, unaccent(coalesce(t.hero_title, ''))), 'B')
      || setweight(to_tsvector(${config}, unaccent(t.description)), 'C'),
      lower(unaccent(concat_ws(' ', t.title, t.hero_title)))
    from (
      select t.id, t.store_id, coalesce(x.title, t.title) as title, coalesce(x.hero_title, t.hero_title) as hero_title,
        coalesce(x.description, t.description) as description
      from terms t left join term_texts x on x.term_id = t.id and x.language_code = ${languageCode}
      where t.store_id = ${storeId} and t.vocabulary = 'OCCASION'
    ) t`);
}

/** Most words of a search text that count. */
export const MAX_SEARCH_WORDS = 8;

/** The words of a search text: letters and digits only, lower case, at most 8. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

export type SearchGroupType = 'PRODUCT' | 'GIVING_MOMENT';

export interface SearchHit {
  groupType: SearchGroupType;
  entityId: number;
}

/**
 * How close a word must be to one of a document's words to count as a misspelling of it (pg_trgm word_similarity,
 * accents removed): 0.4 lets a swapped pair of letters ('cinmea') through and keeps unrelated words out.
 */
export const TYPO_SIMILARITY = 0.4;

/**
 * Hits for the words (letters and digits only, see searchWords), best first: full-text matches on word prefixes
 * rank above typo matches, then by rank, similarity and popularity. Every word but stop words must match (by prefix
 * or by trigram similarity to one of the document's words). Accents count for nothing on either side.
 */
export async function searchDocuments(
  db: Database,
  q: { storeId: number; languageCode: string; searchConfig: string; words: string[]; limit: number; groupType?: SearchGroupType },
): Promise<SearchHit[]> {
  const { searchConfig, words } = q;
  if (words.length === 0) return [];
  const config = sql`${searchConfig}::regconfig`;
  const prefixQuery = words.map((w) => `${w}:*`).join(' & ');
  // Stop words ('and', 'the', 'de') carry no meaning of their own: a word the text search drops need not be close
  // to a document word, but at least one word must carry meaning.
  const isStopWord = (w: string) => sql`numnode(plainto_tsquery(${config}, ${w})) = 0`;
  const everyWordClose = sql.join(
    [
      sql`numnode(plainto_tsquery(${config}, ${words.join(' ')})) > 0`,
      ...words.map((w) => sql`(${isStopWord(w)} or word_similarity(unaccent(${w}), sd.words) >= ${TYPO_SIMILARITY})`),
    ],
    sql` and `,
  );
  const group = q.groupType ? sql`and sd.group_type = ${q.groupType}` : sql``;
  const rows = await selectRows<{ group_type: SearchGroupType; entity_id: number }>(db, sql`
    select sd.group_type, sd.entity_id
    from search_documents sd, to_tsquery(${config}, unaccent(${prefixQuery})) q
    where sd.store_id = ${q.storeId} and sd.language_code = ${q.languageCode} ${group}
      and (sd.document @@ q or (${everyWordClose}))
    order by (sd.document @@ q) desc, ts_rank(sd.document, q) desc,
      word_similarity(unaccent(${words.join(' ')}), sd.words) desc, sd.popularity desc, sd.entity_id
    limit ${q.limit}`);
  return rows.map((r) => ({ groupType: r.group_type, entityId: Number(r.entity_id) }));
}
