import { join } from 'node:path';
import type { DatabaseHandle } from './database';
import { migrate } from './migrate';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

export interface DatabaseConfig {
  /** postgres://… switches from the embedded database to a PostgreSQL server. */
  databaseUrl?: string;
  /** Root of local data; the embedded database lives in `<dataDir>/db`. */
  dataDir: string;
}

/** Opens the configured database and applies pending migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite({ dataDir: join(config.dataDir, 'db') });
  try {
    await migrate(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
