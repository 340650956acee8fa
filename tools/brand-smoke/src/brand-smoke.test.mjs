/**
 * Brand smoke test: every build key is built by its family app (a production build into a temporary folder),
 * served against one gateway on a fresh embedded database, and in each of its languages (the second one of a
 * bilingual store under its prefix) the home page, product list, one product page, basket, checkout and balance check
 * are checked. In the server HTML: 200, <html lang> and the skip link's text of the language (no ß in Swiss German),
 * the brand name in <title>, the header logo from /brand/<KEY>/ (and that file answering 200), and the Organization
 * JSON-LD's name. In Chromium at a phone's width, no axe violations on every page of each language, in the first
 * brand that serves it (a second language under its prefix counted apart). BRAND_SMOKE_AXE_ELSEWHERE (comma-separated
 * language codes) leaves out languages whose pages another suite checks with axe: `npm test` names those of its
 * browser suite (en, nl, de, fr, pl). axe takes 1.5–6 s a page; every page of every brand would add some 10 minutes of CPU.
 *
 * BRAND_SMOKE_BUILDS (default 1: on 2 cores one Vite build already uses both, and two at a time measured no faster)
 * builds that many keys at a time, while the key built before is served and checked; BRAND_SMOKE_KEYS (comma-separated)
 * limits the run to some keys; BRAND_SMOKE_TIMEOUT_MS (default 25 minutes) bounds the whole run, after which every
 * process it started is killed and it fails.
 *
 * BRAND_SMOKE_BUILT (comma-separated) names keys the caller has built already into dist/ (`npm test`'s browser suite
 * builds GCUK, CB and its locale stores): they are served from there, not built again, and never claimed.
 *
 * BRAND_SMOKE_SHARE_DIR shares the keys between runs started side by side with the same (empty) folder: each key is
 * claimed there, by creating a folder of its name, just before it is built, and a run skips the keys another run
 * claimed. `npm test` starts one run in each lane, so the lane that finishes its other work first takes more keys.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the gateway environment of `npm start` (production, seeded)
import { gatewayStartEnv } from '../../scripts/start-env.mjs';
import { allBrands, withAxePages, workspaceRoot } from './brands.mjs';
import { axeViolations, closeBrowser } from './axe.mjs';
import { documentLang, headerLogoSources, jsonLd, links, text, title } from './html.mjs';
import { freePort, killAll, run, start, stop, waitForOk } from './processes.mjs';

const concurrency = Number(process.env.BRAND_SMOKE_BUILDS || 1);
const keyList = (value) =>
  (value ?? '')
    .split(',')
    .map((key) => key.trim().toUpperCase())
    .filter(Boolean);
const runTimeoutMs = Number(process.env.BRAND_SMOKE_TIMEOUT_MS || 25 * 60_000);
const onlyKeys = keyList(process.env.BRAND_SMOKE_KEYS);
const brands = withAxePages(
  allBrands().filter((brand) => !onlyKeys.length || onlyKeys.includes(brand.buildKey)),
  keyList(process.env.BRAND_SMOKE_AXE_ELSEWHERE).map((code) => code.toLowerCase()),
);
const shareDir = process.env.BRAND_SMOKE_SHARE_DIR;
const builtKeys = new Set(keyList(process.env.BRAND_SMOKE_BUILT));
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
      // Vite's bundler without transparent huge pages (docs/performance.md, "The test run"), as nx.json gives every build.
      MIMALLOC_ALLOW_THP: '0',
    },
    timeoutMs: BUILD_TIMEOUT_MS,
    label: `${brand.buildKey} build`,
  });
}

async function serve(brand) {
  const port = await freePort();
  const brandDistDir = builtKeys.has(brand.buildKey) ? join(workspaceRoot, 'dist') : distDir;
  const server = start(process.execPath, [join(brand.appDir, 'server.mjs')], {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      BUILD_KEY: brand.buildKey,
      NODE_ENV: 'production',
      STOREFRONT_DIST_DIR: brandDistDir,
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

/** What is wrong with one page of a brand in one language, as sentences; the logo files it names go to `logoFiles`. */
function pageProblems(brand, language, label, { status, body }, logoFiles) {
  if (status !== 200) return [`${label}: answered ${status}`];
  const problems = [];
  const lang = documentLang(body);
  if (lang !== language.lang) problems.push(`${label}: <html lang="${lang}">, expected "${language.lang}"`);
  if (!text(body).includes(language.skipLinkText))
    problems.push(`${label}: no "${language.skipLinkText}" link: the page is not in ${language.code}`);
  if (language.messages === 'de-CH' && text(body).includes('ß')) {
    const word = text(body).match(/\S*ß\S*/)?.[0];
    problems.push(`${label}: "${word}": Swiss German writes ss for ß`);
  }
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
function findProductPath(language, home, list) {
  const productIn = (html) =>
    links(html).find(
      (path) =>
        language.productPattern.test(path) &&
        path !== language.choiceCardPath &&
        !/^\d+$/.test(language.productPattern.exec(path)[1]),
    );
  return productIn(home.body) ?? (list.status === 200 ? productIn(list.body) : undefined);
}

/** The smoke pages of a language: home, product list, one product, basket, checkout and balance check. */
async function languagePages(origin, language) {
  const home = await get(origin, language.paths.home);
  const list = await get(origin, language.paths.productList);
  const productPath = findProductPath(language, home, list);
  const pages = [
    ['home', language.paths.home, home],
    ['product list', language.paths.productList, list],
  ];
  if (productPath) pages.push(['product', productPath, await get(origin, productPath)]);
  for (const [label, path] of [
    ['basket', language.paths.basket],
    ['checkout', language.paths.checkout],
    ['balance check', language.paths.checkBalance],
  ])
    pages.push([label, path, await get(origin, path)]);
  return { pages, productMissing: !productPath };
}

async function checkBrand(brand) {
  const { server, origin } = await serve(brand);
  try {
    const problems = [];
    const logoFiles = new Set();
    let axeMs = 0;
    for (const language of brand.languages) {
      const { pages, productMissing } = await languagePages(origin, language);
      if (productMissing)
        problems.push(`${language.code} product: no product link on ${language.paths.home} or ${language.paths.productList}`);
      for (const [label, path, page] of pages) {
        const pageLabel = `${language.code} ${label} ${path}`;
        const pageProblemsFound = pageProblems(brand, language, pageLabel, page, logoFiles);
        problems.push(...pageProblemsFound);
        if (pageProblemsFound.length || !language.axeEveryPage) continue;
        const axeStarted = Date.now();
        for (const violation of await axeViolations(`${origin}${path}`, { promoId: brand.promoId }))
          problems.push(`${pageLabel}: ${violation}`);
        axeMs += Date.now() - axeStarted;
      }
    }
    for (const file of logoFiles) {
      const { status } = await get(origin, file);
      if (status !== 200) problems.push(`logo ${file}: answered ${status}`);
    }
    if (problems.length && gatewayExit) problems.push(gatewayExit);
    return { problems, axeSeconds: axeMs / 1000 };
  } finally {
    await stop(server);
  }
}

/**
 * Starts the gateway with the first key this run takes (before that key's build, so seeding overlaps it): a run whose
 * keys were all taken by the run beside it starts none. Each key awaits it; a failed start is reported there, not as
 * an unhandled rejection.
 */
function needGateway() {
  if (gatewayReady) return;
  gatewayReady = startGateway();
  gatewayReady.catch(() => undefined);
}

describe('brand smoke', { concurrency: concurrency + 1 }, () => {
  after(async () => {
    await closeBrowser();
    // A gateway still starting is waited for, then stopped: left running, it would keep this process alive.
    await gatewayReady?.catch(() => undefined);
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
      `${brand.buildKey} (${brand.family}) builds and serves its brand and languages on the smoke pages`,
      { timeout: BUILD_TIMEOUT_MS + 120_000 },
      async (t) => {
        const built = builtKeys.has(brand.buildKey);
        if (built) needGateway();
        const buildSecondsOfKey = built
          ? 0
          : await withBuildSlot(async () => {
              if (!claim(brand)) return null;
              needGateway();
              const started = Date.now();
              await build(brand);
              return (Date.now() - started) / 1000;
            });
        if (buildSecondsOfKey === null) {
          t.skip(`built and checked by another run sharing ${shareDir}`);
          return;
        }
        if (!built) buildSeconds.push(buildSecondsOfKey);
        await gatewayReady;
        const checkStarted = Date.now();
        const { problems, axeSeconds } = await checkBrand(brand);
        t.diagnostic(
          `${built ? 'built before the run' : `built in ${buildSecondsOfKey.toFixed(1)} s`}, served and checked in ${seconds(checkStarted)} s ` +
            `(${axeSeconds.toFixed(1)} s of it in axe)`,
        );
        assert.deepEqual(problems, []);
      },
    );
  }
});
