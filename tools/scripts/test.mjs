#!/usr/bin/env node
/**
 * `npm test`: generated code is current, then the typecheck of every project (grouped, see typecheck.mjs), then
 * lint and tests of every project.
 * With DATABASE_URL set, the gateway integration suite runs on that PostgreSQL server instead of PGlite.
 */
import { spawnSync } from 'node:child_process';

const env = { ...process.env, NX_TUI: 'false', ...(process.env.CI ? { NX_DAEMON: 'false' } : {}) };
const steps = [
  ['npx', ['graphql-codegen', '--config', 'tools/codegen/codegen.ts', '--check']],
  ['node', ['tools/scripts/typecheck.mjs']],
  ['npx', ['nx', 'run-many', '-t', 'lint', 'test', '--parallel=2', '--outputStyle=stream']],
];

for (const [command, args] of steps) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
}
