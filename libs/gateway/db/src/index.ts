export * as schema from './schema';
export * from './schema';
export type { Database, DatabaseHandle, DatabaseKind } from './database';
export { openDatabase, type DatabaseConfig } from './open-database';
export { openPglite, DatabaseLockedError } from './open-pglite';
export { openPostgres } from './open-postgres';
export { migrate, migrationsFolder } from './migrate';
export { rebuildSearchIndex } from './search-index';
export { selectRows } from './rows';
