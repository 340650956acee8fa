import { dropTestDatabaseCopies } from './database-copies';

/** Drops the per-file copies of the PostgreSQL test database (see database-copies.ts). */
export default async function globalTeardown() {
  const url = process.env['DATABASE_URL'];
  if (url) await dropTestDatabaseCopies(url);
}
