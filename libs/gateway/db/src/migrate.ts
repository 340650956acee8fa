import { join } from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './database';

/** The committed SQL migrations (drizzle-kit generate). */
export const migrationsFolder = join(__dirname, '..', 'migrations');

export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}
