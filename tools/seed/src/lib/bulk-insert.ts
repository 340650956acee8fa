import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { selectRows, type Database } from '@giftshop/gateway-db';

/**
 * Inserts many rows with one statement and one parameter: the rows travel as a JSON array that
 * json_populate_recordset turns into records of the table. Far cheaper than a parameter per value when the seed
 * writes thousands of rows. Columns left out of the rows take their defaults; `returning` names the table's keys to
 * read back. Every row gives the same keys (null where empty).
 */
export async function bulkInsert<T extends PgTable, R = Record<string, never>>(
  db: Database,
  table: T,
  rows: InferInsertModel<T>[],
  returning: (keyof T['_']['columns'] & string)[] = [],
): Promise<R[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key in columns);
  const name = (key: string) => (columns[key] as { name: string }).name;
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key) => [name(key), (row as Record<string, unknown>)[key] ?? null]))));
  const list = sql.join(keys.map((key) => sql.identifier(name(key))), sql`, `);
  const tableName = sql.identifier(getTableName(table));
  const back = returning.length
    ? sql` returning ${sql.join(returning.map((key) => sql`${sql.identifier(name(key))} as ${sql.identifier(key)}`), sql`, `)}`
    : sql``;
  return selectRows<R>(
    db,
    sql`insert into ${tableName} (${list}) select ${list} from json_populate_recordset(null::${tableName}, ${json}::json)${back}`,
  );
}
