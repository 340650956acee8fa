import pg from 'pg';
import type { Database } from './database';

/** A hot statement written once: `name` identifies it on each PostgreSQL connection, which keeps its plan. */
export interface NamedStatement {
  name: string;
  text: string;
}

interface DriverClient {
  query(...args: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a named statement on `db` (or the transaction `db` is) and answers its rows. On PostgreSQL it is a prepared
 * statement (parsed and planned once per connection, no query building per call); PGlite runs the same text with
 * its parameters. Rows come as the driver parses them: select plain columns (text, integers, booleans, uuids).
 */
export async function namedRows<T>(db: Database, statement: NamedStatement, values: unknown[]): Promise<T[]> {
  // drizzle keeps the driver's client (pool, pooled connection, PGlite or its transaction) on its session.
  const client = (db as unknown as { session: { client: DriverClient } }).session.client;
  const result =
    client instanceof pg.Pool || client instanceof pg.Client
      ? await client.query({ name: statement.name, text: statement.text, values })
      : await client.query(statement.text, values);
  return result.rows as T[];
}
