import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './database';

export async function openPostgres(databaseUrl: string, options: { max?: number } = {}): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: databaseUrl, max: options.max ?? 10 });
  // Fail at start-up with the server's own message instead of on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    location: new URL(databaseUrl).host,
    close: () => pool.end(),
  };
}
