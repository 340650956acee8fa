import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import lockfile from 'proper-lockfile';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './database';

export class DatabaseLockedError extends Error {
  constructor(dataDir: string) {
    super(`The database in ${dataDir} is in use by another process. Stop it, or set DATA_DIR to another directory.`);
    this.name = 'DatabaseLockedError';
  }
}

/**
 * Opens an embedded PostgreSQL (PGlite). A directory is locked so a second process cannot open it and corrupt it;
 * without a directory the database lives in memory (tests). `loadDataDir` starts from a dump (see dumpPglite).
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  const { dataDir, loadDataDir } = options;
  let release: (() => Promise<void>) | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    try {
      release = await lockfile.lock(dataDir, { stale: 15_000, update: 5_000, realpath: false });
    } catch (error) {
      if ((error as { code?: string }).code === 'ELOCKED') throw new DatabaseLockedError(dataDir);
      throw error;
    }
  }
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent } });
  const db = drizzle({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    location: dataDir ?? 'memory',
    async close() {
      await client.close();
      await release?.();
    },
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}
