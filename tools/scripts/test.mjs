#!/usr/bin/env node
/**
 * `npm test`: generated code (GraphQL documents, message catalogues) is current, then the typecheck of every project (grouped, see typecheck.mjs), then
 * lint and tests of every project in two lanes side by side, one per core of the CI machine:
 * - browser: the GCUK and CB builds, the browser suite, the JavaScript budget, lint (one ESLint run over the workspace),
 *   then the brand smoke (serving the builds the browser suite made);
 * - node: the gateway's integration suite, then the remaining tests, then the brand smoke: the two brand smoke runs
 *   share the 33 build keys, so the lane that is free first takes more of them.
 * The longest tasks start first: left to one `nx run-many`, they started after some 130 short ones and ran side by
 * side with nothing left to fill the other core at the end (docs/performance.md, "The test run").
 * Each lane runs all its steps; the run fails if any step failed, and the end of each failed step's output is printed
 * again after both lanes, so a failure is found at the bottom of a long log.
 * With DATABASE_URL set, the gateway integration suite runs on that PostgreSQL server instead of PGlite.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const env = { ...process.env, NX_TUI: 'false', ...(process.env.CI ? { NX_DAEMON: 'false' } : {}) };
const nx = (...args) => ['npx', ['nx', ...args, '--outputStyle=stream']];
const laneTests = ['storefront-e2e', 'js-budget', 'brand-smoke', 'gateway'];

const first = [
  ['npx', ['graphql-codegen', '--config', 'tools/codegen/codegen.ts', '--check']],
  ['node', ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', 'tools/i18n/src/cli.mjs', '--check']],
  ['node', ['tools/scripts/typecheck.mjs']],
];
// Measured from a clean clone with the gateway suite in one worker: browser suite 820 s, budget 21 s, brand smoke
// 443 s; gateway suite 1,111 s (it got about a third of a core beside the browser suite), lint 171 s, the other tests
// 340 s. The gateway suite now runs two files at a time. The short tasks at the end run two at a time, so a lane
// that finishes first leaves the other both cores.
// The brand smoke runs at the end of both lanes, sharing its 33 keys (BRAND_SMOKE_SHARE_DIR): whichever lane is free
// builds the next key. It runs without Nx here, so no run that checked only some keys is cached as the brand smoke.
const brandSmoke = [
  'node',
  ['--test', '--test-reporter=spec', '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', 'tools/brand-smoke/src/brand-smoke.test.mjs'],
];
env.BRAND_SMOKE_SHARE_DIR = mkdtempSync(join(tmpdir(), 'giftshop-brand-smoke-keys-'));
// The stores the browser suite builds into dist/ (storefront-e2e's dependsOn and its build-locale-stores): the browser
// lane's brand smoke serves those builds, and they are claimed here so the other lane does not build them again.
const builtByBrowserSuite = ['GCUK', 'CB', 'CBDE', 'CBFR', 'CBPL'];
for (const key of builtByBrowserSuite) mkdirSync(join(env.BRAND_SMOKE_SHARE_DIR, key));
// Languages whose pages the browser suite checks with axe (GCUK, CB, and the German, French and Polish journeys): the
// brand smoke runs axe on every page of the others (docs/brands.md).
const axeElsewhere = 'en,nl,de,fr,pl';
const lanes = {
  browser: [
    nx('run', 'storefront-e2e:test'),
    nx('run', 'js-budget:test'),
    // One ESLint process for the whole workspace (same config, same files as every project's `lint` target): 10 s
    // alone, against 72 processes that each load the plugins and the project graph (166 s in CI). In this lane since
    // the browser suite's axe got cheaper: the node lane's suites are the longer chain (docs/performance.md).
    ['npx', ['eslint', '.']],
    [...brandSmoke, { BRAND_SMOKE_BUILT: builtByBrowserSuite.join(','), BRAND_SMOKE_AXE_ELSEWHERE: axeElsewhere }],
  ],
  node: [
    nx('run', 'gateway:test'),
    nx('run-many', '-t', 'test', `--exclude=${laneTests.join(',')}`, '--parallel=2'),
    [...brandSmoke, { BRAND_SMOKE_AXE_ELSEWHERE: axeElsewhere }],
  ],
};

const line = (command, args) => `${command} ${args.join(' ')}`;

for (const [command, args] of first) {
  console.log(`\n> ${line(command, args)}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
}

const TAIL_LINES = 250;

/** Runs one step, its output passed through as it comes; resolves with the step's last lines when it failed. */
function run(lane, command, args, stepEnv = {}) {
  console.log(`\n> [${lane}] ${line(command, args)}`);
  const started = Date.now();
  const tail = [];
  const keep = (chunk) => {
    tail.push(...chunk.toString().split('\n'));
    if (tail.length > TAIL_LINES) tail.splice(0, tail.length - TAIL_LINES);
  };
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...env, ...stepEnv } });
    child.stdout.on('data', (chunk) => (process.stdout.write(chunk), keep(chunk)));
    child.stderr.on('data', (chunk) => (process.stderr.write(chunk), keep(chunk)));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n> [${lane}] ${line(command, args)}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds} s`);
      resolve(code === 0 ? null : tail.join('\n'));
    });
  });
}

const failed = [];
await Promise.all(
  Object.entries(lanes).map(async ([lane, steps]) => {
    for (const [command, args, stepEnv] of steps) {
      const tail = await run(lane, command, args, stepEnv);
      if (tail !== null) failed.push({ step: `[${lane}] ${line(command, args)}`, tail });
    }
  }),
);
rmSync(env.BRAND_SMOKE_SHARE_DIR, { recursive: true, force: true });
if (failed.length) {
  for (const { step, tail } of failed) console.error(`\n> the last ${TAIL_LINES} lines of ${step}:\n${tail}`);
  console.error(`\n${failed.length} step(s) failed:\n${failed.map(({ step }) => `  ${step}`).join('\n')}`);
  process.exit(1);
}
