import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate, openPglite, openPostgres } from '@giftshop/gateway-db';
import { createPinHasher, DEV_PIN_PEPPER } from '@giftshop/gateway-cards-data';
import { seedDatabase } from '@giftshop/seed';
import { dropTestDatabaseCopies } from './database-copies';
import { seededDumpPath } from './test-database';

/**
 * Migrates and seeds one database for the whole test run: a PGlite dump, or the DATABASE_URL database (reset first),
 * which test files copy (database-copies.ts).
 * Run by Jest's global setup in a child process with tsx, which resolves the workspace's path aliases.
 */
async function prepareDatabase() {
  const url = process.env['DATABASE_URL'];
  if (url) await dropTestDatabaseCopies(url);
  const handle = url ? await openPostgres(url, { max: 2 }) : await openPglite();
  try {
    if (url) {
      await handle.db.execute(sql`drop schema if exists public cascade`);
      await handle.db.execute(sql`drop schema if exists drizzle cascade`);
      await handle.db.execute(sql`create schema public`);
    }
    await migrate(handle);
    // SEED_STORES=GCUK,CB seeds the catalogues of those stores only, for quicker local runs; the default is the full seed.
    const stores = process.env['SEED_STORES']?.split(',').map((key) => key.trim()).filter(Boolean);
    // The test apps' PIN_PEPPER is the development value unless a test sets its own.
    const pins = createPinHasher({ current: DEV_PIN_PEPPER });
    await seedDatabase(handle.db, { pins, ...(stores?.length ? { stores } : {}) });
    if (!url && handle.dump) {
      mkdirSync(dirname(seededDumpPath), { recursive: true });
      writeFileSync(seededDumpPath, Buffer.from(await (await handle.dump()).arrayBuffer()));
    }
  } finally {
    await handle.close();
  }
}

prepareDatabase().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
