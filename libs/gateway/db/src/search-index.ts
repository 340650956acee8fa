import { sql } from 'drizzle-orm';
import type { Database } from './database';

/**
 * Rebuilds the search documents of one store language: gift cards (title A, brand and keywords B, description C)
 * and giving moments (occasions). `searchConfig` is a PostgreSQL text search configuration such as 'english'.
 */
export async function rebuildSearchIndex(db: Database, storeId: number, languageCode: string, searchConfig: string): Promise<void> {
  const config = sql`${searchConfig}::regconfig`;
  await db.execute(sql`delete from search_documents where store_id = ${storeId} and language_code = ${languageCode}`);
  await db.execute(sql`
    insert into search_documents (store_id, language_code, group_type, entity_id, title, popularity, document)
    select p.store_id, ${languageCode}, 'PRODUCT', p.id, p.title, p.popularity,
      setweight(to_tsvector(${config}, p.title), 'A')
      || setweight(to_tsvector(${config}, coalesce(b.name, '') || ' ' || array_to_string(p.keywords, ' ')), 'B')
      || setweight(to_tsvector(${config}, p.description), 'C')
    from products p left join card_brands b on b.id = p.brand_id
    where p.store_id = ${storeId} and p.active and not p.is_test`);
  await db.execute(sql`
    insert into search_documents (store_id, language_code, group_type, entity_id, title, popularity, document)
    select t.store_id, ${languageCode}, 'GIVING_MOMENT', t.id, t.title, 0,
      setweight(to_tsvector(${config}, t.title), 'A')
      || setweight(to_tsvector(${config}, coalesce(t.hero_title, '')), 'B')
      || setweight(to_tsvector(${config}, t.description), 'C')
    from terms t
    where t.store_id = ${storeId} and t.vocabulary = 'OCCASION'`);
}
