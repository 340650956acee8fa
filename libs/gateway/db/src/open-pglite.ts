import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import lockfile from 'proper-lockfile';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './database';
import { PgliteThread } from './pglite-thread';

export class DatabaseLockedError extends Error {
  constructor(dataDir: string) {
    super(`The database in ${dataDir} is in use by another process. Stop it, or set DATA_DIR to another directory.`);
    this.name = 'DatabaseLockedError';
  }
}

/**
 * Opens an embedded PostgreSQL (PGlite) in a worker thread (pglite-thread.ts), so its SQL never blocks the event
 * loop. A directory is locked so a second process cannot open it and corrupt it; without a directory the database
 * lives in memory (tests). `loadDataDir` starts from a dump (see DatabaseHandle.dump).
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
  let thread: PgliteThread;
  try {
    thread = await PgliteThread.start({ dataDir, loadDataDir });
  } catch (error) {
    await release?.();
    throw error;
  }
  // drizzle's PGlite driver calls `query` and `transaction` only, which the thread answers as PGlite does.
  const db = drizzle({ client: thread as unknown as PGlite, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    location: dataDir ?? 'memory',
    async close() {
      try {
        await thread.close();
      } finally {
        await release?.();
      }
    },
    dump: () => thread.dump(),
  };
}
