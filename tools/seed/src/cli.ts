/** `npm run seed`: migrates the configured database and seeds it when it is empty. */
import { openDatabase } from '@giftshop/gateway-db';
import { isDatabaseEmpty, seedDatabase } from './index';

async function main() {
  const handle = await openDatabase({ databaseUrl: process.env['DATABASE_URL'], dataDir: process.env['DATA_DIR'] ?? 'var' });
  try {
    if (!(await isDatabaseEmpty(handle.db))) {
      process.stdout.write(`The database at ${handle.location} already has data; nothing to do.\n`);
      return;
    }
    const summary = await seedDatabase(handle.db);
    process.stdout.write(`Seeded ${summary.stores} stores at ${handle.location}: ${JSON.stringify(summary.products)} products.\n`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
