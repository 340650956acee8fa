import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The database name of a PostgreSQL URL, and the URL of the same server's maintenance database. */
function serverOf(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  return { name, maintenanceUrl: url.toString() };
}

/** Copies of the seeded database made by test files are named after it: `<name>_copy_<random>`. */
export const copyPrefix = (name: string) => `${name}_copy_`;

/**
 * A database of its own for one test file on the PostgreSQL server of DATABASE_URL: a copy of the database global
 * setup seeded (its template), so suites running side by side never see each other's jobs, mails or orders.
 * Global setup and teardown drop the copies. Undefined when the tests run on the embedded database.
 */
export async function testDatabaseUrl(): Promise<string | undefined> {
  const databaseUrl = process.env['DATABASE_URL'];
  if (!databaseUrl) return undefined;
  const { name, maintenanceUrl } = serverOf(databaseUrl);
  const copy = `${copyPrefix(name)}${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    await client.query(`create database "${copy}" template "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${copy}`;
  return url.toString();
}

/** Drops every copy of the DATABASE_URL database (global setup and teardown). */
export async function dropTestDatabaseCopies(databaseUrl: string): Promise<void> {
  const { name, maintenanceUrl } = serverOf(databaseUrl);
  const client = new Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [copyPrefix(name)]);
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
