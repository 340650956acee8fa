import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite, openPostgres, type DatabaseHandle } from '@giftshop/gateway-db';
import { dumpFolder } from '@giftshop/gateway-db/testing';
import { testDatabaseUrl } from './database-copies';

/** Where global setup leaves the migrated, seeded PGlite data directory as a tarball. */
export const seededDumpPath = join(dumpFolder, 'seeded.tar');

/** A seeded database for one test file: a fresh in-memory PGlite from the dump, or a fresh copy on PostgreSQL. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = await testDatabaseUrl();
  if (url) return openPostgres(url, { max: 4 });
  if (!existsSync(seededDumpPath)) throw new Error(`No seeded test database at ${seededDumpPath}: run the tests through jest (global setup).`);
  return openPglite({ loadDataDir: new Blob([readFileSync(seededDumpPath)]) });
}
