import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One row: a number that grows whenever anything a page shows (stores, catalogue, content, locations, redeem pages,
 * doubler draws) changes, by statement triggers on those tables (migrations 0020, 0021). Storefronts poll it
 * (`GET /cache-version`) and drop their rendered pages when it moves. Updated inside the changing transaction, so the new number is seen only
 * with the committed change.
 */
export const cacheVersion = pgTable(
  'cache_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (table) => [check('cache_version_single_row', sql`${table.id} = 1`)],
);
