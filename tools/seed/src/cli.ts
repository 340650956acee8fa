/** `npm run seed`: migrates the configured database and seeds it when it is empty. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPinHasher, DEV_PIN_PEPPER } from '@giftshop/gateway-cards-data';
import { openDatabase } from '@giftshop/gateway-db';
import { isDatabaseEmpty, seedDatabase } from './index';

/**
 * The gateway's PIN_PEPPER, so the sandbox cards' PINs verify: the environment's, else the one `npm start` and
 * `npm run dev` keep in <DATA_DIR>/local-secrets.json, else the development value.
 */
function pinPepper(dataDir: string): string {
  if (process.env['PIN_PEPPER']) return process.env['PIN_PEPPER'];
  const file = join(dataDir, 'local-secrets.json');
  const stored = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)['PIN_PEPPER']
    : undefined;
  return typeof stored === 'string' ? stored : DEV_PIN_PEPPER;
}

async function main() {
  const dataDir = process.env['DATA_DIR'] || 'var';
  const handle = await openDatabase({ databaseUrl: process.env['DATABASE_URL'], dataDir });
  try {
    if (!(await isDatabaseEmpty(handle.db))) {
      process.stdout.write(`The database at ${handle.location} already has data; nothing to do.\n`);
      return;
    }
    const summary = await seedDatabase(handle.db, { pins: createPinHasher({ current: pinPepper(dataDir) }) });
    process.stdout.write(
      `Seeded ${summary.stores} stores at ${handle.location}: ${JSON.stringify(summary.products)} products.\n`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
