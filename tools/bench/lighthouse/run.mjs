#!/usr/bin/env node
/**
 * Lighthouse (mobile, simulated throttling) on the production builds of the GCUK and the Dutch CB storefronts: home,
 * product list and product detail of each, each run BENCH_RUNS times (default 3, median reported), plus the initial
 * JavaScript of each store's Choice card page (gzip bytes, as `tools/js-budget` counts them). Prints a markdown table
 * for docs/performance.md. BENCH_STORES=GCUK (or CB) measures one store.
 *   npm run bench:lighthouse
 * Needs the builds (`npx nx run gcuk:build`, `BUILD_KEY=CB npx nx run cb:build`) and Chromium (`/usr/bin/chromium` or
 * CHROMIUM_PATH). STOREFRONT_DIST_DIR measures builds made with it. The servers listen on free ports of 127.0.0.1.
 * BENCH_LONG_TASKS=true lists each run's long tasks as Lighthouse simulated them (start and duration at 4× CPU, and
 * the script or document they are attributed to): the tasks whose time over 50 ms after first paint makes the TBT.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the budget's reader of a build, a plain module
import { initialJs as initialJsOf } from '../../js-budget/src/initial-js.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the brand smoke's port finder, a plain module
import { freePort } from '../../brand-smoke/src/processes.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const listLongTasks = process.env.BENCH_LONG_TASKS === 'true';
// Production refuses the development secrets; without PAYMENT_PROVIDER the pages are measured as a live shop's.
const productionEnv = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'production-env.json'), 'utf8'));
const stores = {
  GCUK: {
    app: 'gcuk',
    server: 'apps/gcuk/server.mjs',
    pages: [
      ['home', '/'],
      ['product list', '/gift-cards/'],
      ['product detail', '/gift-cards/choice-gift-card/'],
    ],
  },
  CB: {
    app: 'cb',
    server: 'apps/cb/server.mjs',
    pages: [
      ['home', '/'],
      ['product list', '/cadeaubonnen/'],
      ['product detail', '/cadeaubonnen/cadeaubonnl-keuze-cadeaukaart/'],
    ],
  },
};
const measured = (process.env.BENCH_STORES ?? 'GCUK,CB').split(',').map((key) => key.trim().toUpperCase());
const children = [];


function start(args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * gzip size of every script the product page loads before it is interactive (entry, route modules and what they
 * import), from the build's manifest as the JavaScript budget reads it: cached pages name only their module script.
 */
async function initialJs(key) {
  const dist = process.env.STOREFRONT_DIST_DIR ? resolve(process.env.STOREFRONT_DIST_DIR) : join(root, 'dist');
  const { total, files } = await initialJsOf(join(dist, 'apps', stores[key].app, key), 'root:choiceCard');
  return { bytes: total, files: files.length };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Starts the store's server and answers its base URL once every measured page answers 200 (and is warm). */
async function startStore(key, gatewayPort) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  start([stores[key].server], { BUILD_KEY: key, STOREFRONT_PORT: String(port), GATEWAY_URL: `http://127.0.0.1:${gatewayPort}/graphql` });
  await waitFor(`${base}/robots.txt`);
  for (const [, path] of stores[key].pages) {
    const status = (await fetch(base + path)).status;
    if (status !== 200) throw new Error(`${key} ${path} answered ${status}`);
  }
  return base;
}

/** One run's long tasks, in the order they ran: simulated start and duration, and what Lighthouse attributes them to. */
function printLongTasks(url, lhr) {
  const audit = (id) => Math.round(lhr.audits[id].numericValue);
  console.log(`\n${url}: TBT ${audit('total-blocking-time')} ms, FCP ${audit('first-contentful-paint')} ms, TTI ${audit('interactive')} ms`);
  const tasks = [...(lhr.audits['long-tasks'].details?.items ?? [])].sort((a, b) => a.startTime - b.startTime);
  for (const task of tasks) console.log(`  from ${Math.round(task.startTime)} ms for ${Math.round(task.duration)} ms: ${task.url.replace(/^https?:\/\/[^/]+/, '')}`);
}

async function measure(chrome, url) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    results.push({
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    });
    for (const warning of lhr.runWarnings) console.error(`${url}: ${warning}`);
    if (listLongTasks) printLongTasks(url, lhr);
  }
  const pick = (key) => median(results.map((r) => r[key]));
  return { score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), cls: pick('cls'), tbt: pick('tbt'), benchmarkIndex: pick('benchmarkIndex') };
}

async function main() {
  const unknown = measured.filter((key) => !stores[key]);
  if (unknown.length) throw new Error(`BENCH_STORES: no pages for ${unknown.join(', ')}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'giftshop-lh-'));
  const gatewayPort = await freePort();
  start(['--import', 'tsx', 'apps/gateway/src/main.ts'], { ...productionEnv, GATEWAY_PORT: String(gatewayPort), DATA_DIR: dataDir });
  await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`);
  const bases = {};
  for (const key of measured) bases[key] = await startStore(key, gatewayPort);

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const rows = [];
  try {
    for (const key of measured) {
      for (const [name, path] of stores[key].pages) rows.push({ key, name, path, ...(await measure(chrome, bases[key] + path)) });
    }
  } finally {
    await chrome.kill();
  }

  console.log(`\nLighthouse ${runs} run(s) per page, median; mobile, simulated throttling; ${new Date().toISOString().slice(0, 10)}\n`);
  console.log('| store | page | path | performance | FCP ms | LCP ms | CLS | TBT ms | benchmark index |');
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.key} | ${r.name} | \`${r.path}\` | ${r.score} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} | ${Math.round(r.benchmarkIndex)} |`);
  for (const key of measured) {
    const js = await initialJs(key);
    console.log(`\nInitial JS of ${key}'s Choice card page: ${(js.bytes / 1024).toFixed(1)} KB gzip in ${js.files} files.`);
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
  });
