/**
 * Brand smoke test: every build key is built by its family app (a production build into a temporary folder),
 * served against one gateway on a fresh embedded database, and its home page, one product page and basket page are
 * checked in the server HTML: 200, <html lang>, the brand name in <title>, the header logo from /brand/<KEY>/ (and
 * that file answering 200), and the Organization JSON-LD's name.
 *
 * BRAND_SMOKE_BUILDS (default 1: on 2 cores one Vite build already uses both, and two at a time measured no faster)
 * builds that many keys at a time, while the key built before is served and checked; BRAND_SMOKE_KEYS (comma-separated)
 * limits the run to some keys; BRAND_SMOKE_TIMEOUT_MS (default 15 minutes) bounds the whole run, after which every
 * process it started is killed and it fails.
 *
 * BRAND_SMOKE_SHARE_DIR shares the keys between runs started side by side with the same (empty) folder: each key is
 * claimed there, by creating a folder of its name, just before it is built, and a run skips the keys another run
 * claimed. `npm test` starts one run in each lane, so the lane that finishes its other work first takes more keys.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the gateway environment of `npm start` (production, seeded)
import { gatewayStartEnv } from '../../scripts/start-env.mjs';
import { allBrands, workspaceRoot } from './brands.mjs';
import { documentLang, headerLogoSources, jsonLd, links, title } from './html.mjs';
import { freePort, killAll, run, start, stop, waitForOk } from './processes.mjs';

const concurrency = Number(process.env.BRAND_SMOKE_BUILDS || 1);
const runTimeoutMs = Number(process.env.BRAND_SMOKE_TIMEOUT_MS || 15 * 60_000);
const onlyKeys = (process.env.BRAND_SMOKE_KEYS ?? '')
  .split(',')
  .map((key) => key.trim().toUpperCase())
  .filter(Boolean);
const brands = allBrands().filter((brand) => !onlyKeys.length || onlyKeys.includes(brand.buildKey));
const shareDir = process.env.BRAND_SMOKE_SHARE_DIR;
const BUILD_TIMEOUT_MS = 240_000;
const PAGE_TIMEOUT_MS = 30_000;

const runStarted = Date.now();
const buildSeconds = [];
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(1);

process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}
setTimeout(() => {
  console.error(`brand smoke: over its ${runTimeoutMs} ms limit; stopping every process it started`);
  killAll();
  process.exit(1);
}, runTimeoutMs).unref();

/** One gateway for every key: started at once, awaited by each key after its build. */
const dataDir = mkdtempSync(join(tmpdir(), 'giftshop-brand-smoke-'));
/**
 * Builds go to a folder of their own, not into dist/, which the browser tests may be serving at the same time; it is
 * inside the workspace, so the server bundles find node_modules.
 */
mkdirSync(join(workspaceRoot, 'tmp'), { recursive: true });
const distDir = mkdtempSync(join(workspaceRoot, 'tmp', 'brand-smoke-'));
let gateway;
let gatewayUrl;
let gatewayReady;
let gatewayExit;

async function startGateway() {
  const port = await freePort();
  // An embedded database of its own (never a DATABASE_URL); every store keeps its database origin.
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.STORE_ORIGINS;
  gateway = start('node', ['--import', 'tsx', 'apps/gateway/src/main.ts'], {
    cwd: workspaceRoot,
    env: gatewayStartEnv(
      {
        ...env,
        DATA_DIR: dataDir,
        GATEWAY_PORT: String(port),
        LOG_LEVEL: 'warn',
      },
      { dev: false },
    ),
  });
  await waitForOk(`http://127.0.0.1:${port}/readyz`, gateway, {
    timeoutMs: 180_000,
    label: 'gateway',
  });
  gatewayUrl = `http://127.0.0.1:${port}/graphql`;
  gateway.exited.then(({ code, signal }) => {
    gatewayExit = `the gateway exited (${signal ?? code}) during the run:\n${gateway.output()}`;
  });
}

/** Whether this run takes the key: always, unless another run sharing BRAND_SMOKE_SHARE_DIR claimed it first. */
function claim(brand) {
  if (!shareDir) return true;
  try {
    mkdirSync(join(shareDir, brand.buildKey));
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
}

/** At most `concurrency` builds at once; a key waiting here lets the one before it be checked meanwhile. */
let buildsRunning = 0;
const buildQueue = [];
async function withBuildSlot(work) {
  if (buildsRunning < concurrency) buildsRunning += 1;
  else await new Promise((resolve) => buildQueue.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next key waiting, else it is freed.
    const next = buildQueue.shift();
    if (next) next();
    else buildsRunning -= 1;
  }
}

function build(brand) {
  return run(process.execPath, [join(workspaceRoot, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: brand.appDir,
    env: {
      ...process.env,
      BUILD_KEY: brand.buildKey,
      NODE_ENV: 'production',
      STOREFRONT_DIST_DIR: distDir,
    },
    timeoutMs: BUILD_TIMEOUT_MS,
    label: `${brand.buildKey} build`,
  });
}

async function serve(brand) {
  const port = await freePort();
  const server = start(process.execPath, [join(brand.appDir, 'server.mjs')], {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      BUILD_KEY: brand.buildKey,
      NODE_ENV: 'production',
      STOREFRONT_DIST_DIR: distDir,
      STOREFRONT_HOST: '127.0.0.1',
      STOREFRONT_PORT: String(port),
      GATEWAY_URL: gatewayUrl,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForOk(`${origin}/healthz`, server, {
    timeoutMs: 60_000,
    label: `${brand.buildKey} storefront`,
  });
  return { server, origin };
}

const get = async (origin, path) => {
  const response = await fetch(`${origin}${path}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
  });
  return { status: response.status, body: await response.text() };
};

/** What is wrong with one page of a brand, as sentences; the logo files it names are added to `logoFiles`. */
function pageProblems(brand, label, { status, body }, logoFiles) {
  if (status !== 200) return [`${label}: answered ${status}`];
  const problems = [];
  const lang = documentLang(body);
  if (lang !== brand.lang) problems.push(`${label}: <html lang="${lang}">, expected "${brand.lang}"`);
  const pageTitle = title(body);
  if (!pageTitle?.includes(brand.name)) problems.push(`${label}: <title> "${pageTitle}" lacks "${brand.name}"`);
  const logo = headerLogoSources(body);
  if (!logo.length) problems.push(`${label}: no header logo image`);
  for (const src of logo) {
    if (src.startsWith(`/brand/${brand.buildKey}/`)) logoFiles.add(src);
    else problems.push(`${label}: header logo ${src} is not under /brand/${brand.buildKey}/`);
  }
  const organizations = jsonLd(body).filter((block) => block['@type'] === 'Organization');
  if (organizations.length !== 1) problems.push(`${label}: ${organizations.length} Organization JSON-LD blocks`);
  else if (organizations[0].name !== brand.organizationName)
    problems.push(
      `${label}: Organization JSON-LD names "${organizations[0].name}", expected "${brand.organizationName}"`,
    );
  return problems;
}

/** A product page path linked from the home page, else from the product list (the Choice card page is not one). */
async function findProductPath(brand, origin, home) {
  const productIn = (html) =>
    links(html).find(
      (path) =>
        brand.productPattern.test(path) &&
        path !== brand.choiceCardPath &&
        !/^\d+$/.test(brand.productPattern.exec(path)[1]),
    );
  const fromHome = productIn(home.body);
  if (fromHome) return fromHome;
  const list = await get(origin, brand.paths.productList);
  return list.status === 200 ? productIn(list.body) : undefined;
}

async function checkBrand(brand) {
  const { server, origin } = await serve(brand);
  try {
    const problems = [];
    const logoFiles = new Set();
    const home = await get(origin, brand.paths.home);
    problems.push(...pageProblems(brand, `home ${brand.paths.home}`, home, logoFiles));
    const productPath = await findProductPath(brand, origin, home);
    if (productPath)
      problems.push(...pageProblems(brand, `product ${productPath}`, await get(origin, productPath), logoFiles));
    else problems.push(`product: no product link on the home page or ${brand.paths.productList}`);
    problems.push(
      ...pageProblems(brand, `basket ${brand.paths.basket}`, await get(origin, brand.paths.basket), logoFiles),
    );
    for (const file of logoFiles) {
      const { status } = await get(origin, file);
      if (status !== 200) problems.push(`logo ${file}: answered ${status}`);
    }
    if (problems.length && gatewayExit) problems.push(gatewayExit);
    return problems;
  } finally {
    await stop(server);
  }
}

describe('brand smoke', { concurrency: concurrency + 1 }, () => {
  before(() => {
    gatewayReady = startGateway();
    // Each key awaits it; a failed start is reported there, not as an unhandled rejection.
    gatewayReady.catch(() => undefined);
  });

  after(async () => {
    if (gateway) await stop(gateway);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(distDir, { recursive: true, force: true });
    const total = buildSeconds.reduce((sum, value) => sum + value, 0);
    console.log(
      `brand smoke: ${buildSeconds.length} builds (${concurrency} at a time), ` +
        `${total.toFixed(0)} s of build time, ${seconds(runStarted)} s in all`,
    );
  });

  for (const brand of brands) {
    it(
      `${brand.buildKey} (${brand.family}) builds and serves its brand on the home, product and basket pages`,
      { timeout: BUILD_TIMEOUT_MS + 120_000 },
      async (t) => {
        const buildSecondsOfKey = await withBuildSlot(async () => {
          if (!claim(brand)) return null;
          const started = Date.now();
          await build(brand);
          return (Date.now() - started) / 1000;
        });
        if (buildSecondsOfKey === null) {
          t.skip(`built and checked by another run sharing ${shareDir}`);
          return;
        }
        buildSeconds.push(buildSecondsOfKey);
        await gatewayReady;
        const checkStarted = Date.now();
        const problems = await checkBrand(brand);
        t.diagnostic(`built in ${buildSecondsOfKey.toFixed(1)} s, served and checked in ${seconds(checkStarted)} s`);
        assert.deepEqual(problems, []);
      },
    );
  }
});
