#!/usr/bin/env node
/**
 * `npm test`: generated code is current, then the typecheck of every project (grouped, see typecheck.mjs), then
 * lint and tests of every project in two lanes side by side, one per core of the CI machine:
 * - browser: the GCUK and CB builds, the browser suite, the JavaScript budget, then the brand smoke (33 builds);
 * - node: the gateway's integration suite, then the remaining tests and lint of every project.
 * The longest tasks start first: left to one `nx run-many`, they started after some 130 short ones and ran side by
 * side with nothing left to fill the other core at the end (docs/performance.md, "The test run").
 * Each lane runs all its steps; the run fails if any step failed.
 * With DATABASE_URL set, the gateway integration suite runs on that PostgreSQL server instead of PGlite.
 */
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, NX_TUI: 'false', ...(process.env.CI ? { NX_DAEMON: 'false' } : {}) };
const nx = (...args) => ['npx', ['nx', ...args, '--outputStyle=stream']];
const laneTests = ['storefront-e2e', 'js-budget', 'brand-smoke', 'gateway'];

const first = [
  ['npx', ['graphql-codegen', '--config', 'tools/codegen/codegen.ts', '--check']],
  ['node', ['tools/scripts/typecheck.mjs']],
];
// Measured from a clean clone with the gateway suite in one worker: browser suite 820 s, budget 21 s, brand smoke
// 443 s; gateway suite 1,111 s (it got about a third of a core beside the browser suite), lint 171 s, the other tests
// 340 s. The gateway suite now runs two files at a time. The short tasks at the end run two at a time, so a lane
// that finishes first leaves the other both cores.
const lanes = {
  browser: [nx('run', 'storefront-e2e:test'), nx('run', 'js-budget:test'), nx('run', 'brand-smoke:test')],
  node: [
    nx('run', 'gateway:test'),
    nx('run-many', '-t', 'test', `--exclude=${laneTests.join(',')}`, '--parallel=2'),
    nx('run-many', '-t', 'lint', '--parallel=2'),
  ],
};

const line = (command, args) => `${command} ${args.join(' ')}`;

for (const [command, args] of first) {
  console.log(`\n> ${line(command, args)}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
}

function run(lane, command, args) {
  console.log(`\n> [${lane}] ${line(command, args)}`);
  const started = Date.now();
  return new Promise((resolve) => {
    spawn(command, args, { stdio: 'inherit', env }).on('exit', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n> [${lane}] ${line(command, args)}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const failed = [];
await Promise.all(
  Object.entries(lanes).map(async ([lane, steps]) => {
    for (const [command, args] of steps) if (!(await run(lane, command, args))) failed.push(`[${lane}] ${line(command, args)}`);
  }),
);
if (failed.length) {
  console.error(`\n${failed.length} step(s) failed:\n${failed.map((step) => `  ${step}`).join('\n')}`);
  process.exit(1);
}
