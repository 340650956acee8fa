#!/usr/bin/env node
/**
 * `npm run stores -- GCUK CB CBDE`: several stores on this machine at once. Builds each store with its family app,
 * then runs one gateway as `npm start` does (production mode, start-env.mjs) and one storefront
 * server per build key on consecutive ports from STOREFRONT_PORT (default 3000). The gateway gets STORE_ORIGINS, so
 * the store switcher, hreflang tags and e-mail links of these stores point at their local ports; every other store
 * keeps its database origin. Without build keys it runs GCUK. Ctrl+C stops them all.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runTogether } from './run-together.mjs';
import { gatewayStartEnv } from './start-env.mjs';

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 120_000;

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** The listed build keys with their family and storefront app, refusing what cannot run. */
function storesOf(args) {
  const buildKeys = (args.length ? args : ['GCUK']).map((arg) => arg.toUpperCase());
  const known = readdirSync('brands').filter((name) => existsSync(join('brands', name, 'brand.json')));
  const unknown = buildKeys.filter((key) => !known.includes(key));
  if (unknown.length) fail(`Unknown build key ${unknown.join(', ')}. Build keys: ${known.join(' ')}`);
  const twice = buildKeys.filter((key, index) => buildKeys.indexOf(key) !== index);
  if (twice.length) fail(`Build key ${[...new Set(twice)].join(', ')} named twice.`);
  return buildKeys.map((buildKey) => {
    const { family } = JSON.parse(readFileSync(join('brands', buildKey, 'brand.json'), 'utf8'));
    const appDir = join('apps', family.toLowerCase());
    if (!existsSync(join(appDir, 'server.mjs')))
      fail(`${buildKey} is served by the ${family} storefront, ${appDir}/server.mjs, which does not exist yet.`);
    return { buildKey, family, appDir };
  });
}

const env = { ...process.env, NX_TUI: 'false' };
const set = (name) => env[name] !== undefined && env[name] !== '';
const firstPort = set('STOREFRONT_PORT') ? Number(env.STOREFRONT_PORT) : 3000;
const gatewayPort = set('GATEWAY_PORT') ? Number(env.GATEWAY_PORT) : 4000;
const gatewayUrl = `http://${HOST}:${gatewayPort}/graphql`;

const stores = storesOf(process.argv.slice(2)).map((store, index) => ({ ...store, port: firstPort + index }));
if (!Number.isInteger(firstPort) || firstPort < 1 || firstPort + stores.length - 1 > 65535) {
  fail(`STOREFRONT_PORT must be a port number, got ${env.STOREFRONT_PORT}`);
}
if (stores.some((store) => store.port === gatewayPort)) {
  fail(`The storefront ports ${firstPort}–${stores.at(-1).port} include the gateway's port ${gatewayPort}.`);
}
for (const store of stores) store.origin = `http://${HOST}:${store.port}`;

// One build per brand (dist/apps/<family>/<KEY>), about 10 s each.
for (const { family, buildKey } of stores) {
  const build = spawnSync('npx', ['nx', 'run', `${family.toLowerCase()}:build`, '--outputStyle=stream'], {
    stdio: 'inherit',
    env: { ...env, BUILD_KEY: buildKey, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Origins already set for other build keys stay; the listed stores get their local ports.
const listed = (entry) => stores.some((store) => entry.startsWith(`${store.buildKey}=`));
const storeOrigins = [
  ...(env.STORE_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry && !listed(entry)),
  ...stores.map((store) => `${store.buildKey}=${store.origin}`),
].join(',');

const processes = [
  {
    name: 'gateway',
    args: ['--import', 'tsx', 'apps/gateway/src/main.ts'],
    env: { ...gatewayStartEnv(env, { dev: false }), STORE_ORIGINS: storeOrigins },
  },
  ...stores.map((store) => ({
    name: store.buildKey,
    args: [join(store.appDir, 'server.mjs')],
    env: {
      ...env,
      BUILD_KEY: store.buildKey,
      NODE_ENV: 'production',
      STOREFRONT_PORT: String(store.port),
      GATEWAY_URL: gatewayUrl,
      STOREFRONT_ORIGIN: store.origin,
    },
  })),
];

const run = runTogether(processes);

/** Resolves once `url` answers 200, or false after READY_TIMEOUT_MS. */
async function ready(url) {
  const until = Date.now() + READY_TIMEOUT_MS;
  while (!run.isStopping() && Date.now() < until) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

const gatewayReady = await ready(new URL('/healthz', gatewayUrl));
const answered = await Promise.all(stores.map((store) => ready(`${store.origin}/healthz`)));
if (!run.isStopping()) {
  const width = Math.max(...stores.map((store) => store.buildKey.length));
  const lines = stores.map(
    (store, i) => `  ${store.buildKey.padEnd(width)}  ${store.origin}/${answered[i] ? '' : '  (not answering yet)'}`,
  );
  console.log(
    `\nStores (gateway ${gatewayUrl}${gatewayReady ? '' : ', not answering yet'}):\n${lines.join('\n')}\n` +
      'Ctrl+C stops them all.\n',
  );
}
