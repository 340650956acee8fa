import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

/** Runs raw SQL and returns its rows; both drivers (PGlite, node-postgres) answer with `{ rows }`. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
