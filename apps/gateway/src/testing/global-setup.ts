import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** Prepares the seeded test database once per run (see prepare-database.ts). */
export default function globalSetup() {
  const root = join(__dirname, '..', '..', '..', '..');
  execFileSync(process.execPath, ['--import', 'tsx', join(__dirname, 'prepare-database.ts')], { cwd: root, stdio: 'inherit' });
}
