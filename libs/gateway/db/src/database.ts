import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** A drizzle database over either PGlite or node-postgres; repositories take this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives, for logs: a directory, 'memory' or the server's host (never credentials). */
  location: string;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory, to start other databases from (tests). */
  dump?(): Promise<Blob>;
}
