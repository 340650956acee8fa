import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '@giftshop/gateway-db';

/** How close the text must be to a word of a place name to count as a misspelling of it (pg_trgm word_similarity). */
export const TYPO_SIMILARITY = 0.5;

export interface SuggestionQuery {
  storeId: number;
  text: string;
  countryCode: string | null;
  limit: number;
  offset: number;
}

export interface SuggestionRow {
  label: string;
  countryCode: string;
  administrativeArea: string;
  locality: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * Distinct places of the store's locations matching the text: cities ('Manchester, Greater Manchester'),
 * administrative areas not named like one of their cities, and postcode districts ('M1, Manchester'). Names match
 * when a word starts with the text or is within typo distance of it; postcodes match by prefix only. Prefix matches
 * come first, then closer spellings, cities before areas before districts, places with more locations first.
 */
export async function findSuggestions(db: Database, q: SuggestionQuery): Promise<SuggestionRow[]> {
  const wordPrefix = `% ${escapeLike(q.text.toLowerCase())}%`;
  const postCodePrefix = `${escapeLike(q.text.replace(/\s/g, '').toUpperCase())}%`;
  const country = q.countryCode === null ? sql`` : sql`and l.country_code = ${q.countryCode}`;
  return selectRows<SuggestionRow>(db, sql`
    with places as (
      select l.country_code, l.administrative_area as area, l.city, upper(replace(l.post_code, ' ', '')) as post_code,
        case
          when position(' ' in trim(l.post_code)) > 0 then upper(split_part(trim(l.post_code), ' ', 1))
          when l.country_code = 'GB' and length(l.post_code) > 4 then upper(left(l.post_code, length(l.post_code) - 3))
          else upper(l.post_code)
        end as district
      from locations l
      where l.store_id = ${q.storeId} ${country}
    ), candidates as (
      select 0 as kind, case when city = area then city else city || ', ' || area end as label, country_code, area,
        city as locality, count(*) as n, (' ' || lower(city)) like ${wordPrefix} as prefix,
        word_similarity(${q.text}, city) as similarity
      from places group by country_code, area, city
      union all
      select 1, area, country_code, area, null, count(*), (' ' || lower(area)) like ${wordPrefix},
        word_similarity(${q.text}, area)
      from places p
      where not exists (select 1 from places c where c.country_code = p.country_code and c.city = p.area)
      group by country_code, area
      union all
      select 2, district || ', ' || city, country_code, area, city, count(*), bool_or(post_code like ${postCodePrefix}), 0
      from places group by country_code, area, city, district
    )
    select label, country_code as "countryCode", area as "administrativeArea", locality
    from candidates
    where prefix or similarity >= ${TYPO_SIMILARITY}
    order by prefix desc, similarity desc, kind, n desc, label
    limit ${q.limit} offset ${q.offset}`);
}
