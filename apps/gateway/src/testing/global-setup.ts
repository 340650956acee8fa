import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate, openPglite, openPostgres } from '@giftshop/gateway-db';
import { seedDatabase } from '@giftshop/seed';
import { seededDumpPath } from './test-database';

/** Migrates and seeds one database for the whole run: a PGlite dump, or the DATABASE_URL server (reset first). */
export default async function globalSetup() {
  const url = process.env['DATABASE_URL'];
  const handle = url ? await openPostgres(url, { max: 2 }) : await openPglite();
  try {
    if (url) {
      await handle.db.execute(sql`drop schema if exists public cascade`);
      await handle.db.execute(sql`drop schema if exists drizzle cascade`);
      await handle.db.execute(sql`create schema public`);
    }
    await migrate(handle);
    await seedDatabase(handle.db);
    if (!url && handle.dump) {
      mkdirSync(dirname(seededDumpPath), { recursive: true });
      writeFileSync(seededDumpPath, Buffer.from(await (await handle.dump()).arrayBuffer()));
    }
  } finally {
    await handle.close();
  }
}
